import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFocusWhenShown, useHydrated } from './hydration';

function Outcome({ id = 1 }: { id?: number }) {
  const heading = useFocusWhenShown<HTMLHeadingElement>(id);
  return (
    <section>
      <h1 ref={heading} tabIndex={-1}>
        Ride #{id}
      </h1>
      <a href="/booking">Book Similar Ride</a>
    </section>
  );
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The page as a server sends it, then taken over by the browser's code. */
function hydrate(element: React.ReactElement): void {
  container.innerHTML = renderToString(element);
  act(() => {
    root = hydrateRoot(container, element);
  });
}

function drawInBrowser(element: React.ReactElement): void {
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
}

const heading = () => container.querySelector('h1');

describe('useHydrated', () => {
  let seen: boolean[];
  beforeEach(() => void (seen = []));
  function Probe() {
    seen.push(useHydrated());
    return <p>probe</p>;
  }

  it('is false while server HTML is hydrated, then true', () => {
    hydrate(<Probe />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true at once in a page the browser draws itself', () => {
    drawInBrowser(<Probe />);
    expect(seen).toEqual([true]);
  });
});

describe('useFocusWhenShown', () => {
  it('leaves focus where the visitor has it when the outcome was drawn by the server', () => {
    container.innerHTML = renderToString(<Outcome />);
    // The visitor reached the link before the page's code arrived.
    container.querySelector('a')!.focus();
    act(() => {
      root = hydrateRoot(container, <Outcome />);
    });
    expect(document.activeElement).toBe(container.querySelector('a'));
  });

  it('focuses the heading of an outcome that appears in the browser', () => {
    drawInBrowser(<Outcome />);
    expect(document.activeElement).toBe(heading());
  });

  it('focuses the heading when a server-drawn outcome is replaced by a new one', () => {
    hydrate(<Outcome id={1} />);
    expect(document.activeElement).not.toBe(heading());
    act(() => root!.render(<Outcome id={2} />));
    expect(heading()!.textContent).toBe('Ride #2');
    expect(document.activeElement).toBe(heading());
  });
});
