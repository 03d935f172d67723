import { afterAll, expect, it } from '@jest/globals';
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationIsland } from './hydration-island';

// jsdom lays nothing out: the viewport is whatever this test says it is.
const watched = new Map<Element, IntersectionObserverCallback>();
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    watched.set(target, this.callback);
  }
  disconnect() {
    for (const [target, callback] of watched) if (callback === this.callback) watched.delete(target);
  }
}
Object.assign(window, { IntersectionObserver: TestIntersectionObserver });

async function scrollIntoView(id: string) {
  const target = document.getElementById(id)!;
  const entry = {
    isIntersecting: true,
    intersectionRatio: 0.5,
    target,
  } as unknown as IntersectionObserverEntry;
  // Async: a part waits on a promise, which React picks up once it settles.
  await act(async () => watched.get(target)?.([entry], {} as IntersectionObserver));
}

/** Parts whose code has taken their server HTML over (effects run only then). */
const takenOver = new Set<string>();

function Part({ id }: { id: string }) {
  useEffect(() => void takenOver.add(id), [id]);
  return (
    <div id={id}>
      <p>Part {id}</p>
    </div>
  );
}

function Page({ parts }: { parts: string[] }) {
  return (
    <main>
      {parts.map((id) => (
        <HydrationIsland key={id} id={id}>
          <Part id={id} />
        </HydrationIsland>
      ))}
    </main>
  );
}

let root: Root;
const container = document.createElement('div');
document.body.append(container);

afterAll(() => act(() => root.unmount()));

// One page through its life, in order: the module's state (opened at the first input) is the page's.
it('keeps each part as the server drew it until it enters the viewport, then takes it over', async () => {
  const page = <Page parts={['fleet', 'reviews']} />;
  container.innerHTML = renderToString(page);
  const serverHtml = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  expect(takenOver).toEqual(new Set());
  expect(container.innerHTML).toBe(serverHtml);

  await scrollIntoView('fleet');
  expect(takenOver).toEqual(new Set(['fleet']));
  expect(container.innerHTML).toBe(serverHtml);
});

it('takes every part over at the visitor’s first input, wherever it is', async () => {
  await act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
  expect(takenOver).toEqual(new Set(['fleet', 'reviews']));
});

it('draws a part added after that at once', () => {
  act(() => root.render(<Page parts={['fleet', 'reviews', 'contact']} />));
  expect(takenOver.has('contact')).toBe(true);
  expect(container.querySelector('#contact')?.textContent).toBe('Part contact');
});
