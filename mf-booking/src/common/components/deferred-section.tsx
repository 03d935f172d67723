import { afterLoadWhenIdle, HydrationIsland } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

type LazySection = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy that can also be asked to fetch its chunk ahead of rendering, and that draws the
 * component directly once it has arrived. A server render preloads every section first, so that no
 * part of the page suspends there (a part that suspended would leave the server as a hidden piece
 * that only an inline script puts in place, which the Content-Security-Policy does not run).
 */
export function lazySection(load: () => Promise<{ default: ComponentType }>): LazySection {
  let pending: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Section() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Section, { preload });
}

interface DeferredSectionProps {
  /** The anchor (#booking, #contact…): present from the first paint so links scroll to it. */
  id: string;
  /** The heading inside the loaded section that names it. */
  labelledBy: string;
  component: LazySection;
  /** What a screen reader hears while the chunk loads. */
  loadingLabel: string;
  className?: string;
  /** Drawn by a server render too (docs/architecture.md, "Server rendering"). */
  renderOnServer?: boolean;
}

const NEAR_VIEWPORT = '0px 0px 100% 0px';

function isTargeted(id: string) {
  return window.location.hash === `#${id}`;
}

/**
 * Whether the section starts rendered. A server render draws it when asked to; a browser that takes
 * over server HTML (the section is already in the document) keeps what the server drew, so hydration
 * meets the same markup; otherwise only a targeted anchor shows it at once.
 */
function startsShown(id: string, renderOnServer: boolean): boolean {
  if (typeof window === 'undefined') return renderOnServer;
  const served = document.getElementById(id);
  if (served) return served.childElementCount > 0;
  return isTargeted(id);
}

/**
 * A below-the-fold section whose code loads after first paint, so it costs the first screen nothing,
 * and which is then in the page without any scrolling: find in page, a screen reader's headings,
 * printing and search engines see every section. A server render draws it at once when
 * `renderOnServer`; otherwise it renders at the first idle moment after load, sooner when it nears
 * the viewport or the address targets its anchor. Until then an empty section
 * with the right id and a reserved height stands in for it; the shell's hash scrolling
 * (shell/src/app/use-hash-scroll.ts) keeps a targeted anchor in view as it grows.
 */
export function DeferredSection({
  id,
  labelledBy,
  component: Component,
  loadingLabel,
  className,
  renderOnServer = false,
}: DeferredSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(() => startsShown(id, renderOnServer));

  useEffect(() => {
    const nearViewport = (then: () => void) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) then();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      if (ref.current) observer.observe(ref.current);
      return () => observer.disconnect();
    };
    // Drawn by the server, so already in the page: its code loads as soon as the visitor scrolls (or
    // once it is a screen away), ready for when it is taken over, or at once if input opens every
    // island first. Not at idle: the code runs as it arrives, a long task for the booking form's, and
    // a visitor who only reads the first screen would pay for it (docs/architecture.md, "Server
    // rendering").
    if (shown) {
      const preload = () => void Component.preload();
      window.addEventListener('scroll', preload, { once: true, passive: true });
      const stopObserving = nearViewport(preload);
      return () => {
        window.removeEventListener('scroll', preload);
        stopObserving();
      };
    }
    // A transition: the section's first render (the booking form is large) yields to input every few
    // milliseconds instead of blocking the page for one long task.
    const show = () => startTransition(() => setShown(true));
    const stopObserving = nearViewport(show);

    const onHashChange = () => {
      if (isTargeted(id)) show();
    };
    window.addEventListener('hashchange', onHashChange);

    // Fetch the code in an idle moment after load and render once it has arrived: no Suspense
    // skeleton flashes, and the section is part of the page for everyone who does not scroll.
    let cancelled = false;
    const stopWaiting = afterLoadWhenIdle(() => {
      void Component.preload().then(() => {
        if (!cancelled) show();
      });
    });

    return () => {
      cancelled = true;
      stopObserving();
      window.removeEventListener('hashchange', onHashChange);
      stopWaiting();
    };
  }, [Component, id, shown]);

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={shown ? labelledBy : undefined}
      className={['mfb-section', shown ? undefined : 'mfb-deferred', className].filter(Boolean).join(' ')}
    >
      {shown ? (
        <HydrationIsland id={id}>
          <Suspense fallback={<SectionFallback label={loadingLabel} />}>
            <Component />
          </Suspense>
        </HydrationIsland>
      ) : null}
    </section>
  );
}

function SectionFallback({ label }: { label: string }) {
  return (
    <div className="elite-container mfb-container" role="status" aria-label={label}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}
