import { afterLoadWhenIdle, HydrationIsland, type HydrateWhen } from '@elite/web-kit';
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
  /**
   * Drawn by a server render too (docs/architecture.md, "Server rendering"). The booking form is
   * not: its first values depend on the visitor's own clock (today's date).
   */
  renderOnServer?: boolean;
  /** When a browser takes over what the server drew (see HydrationIsland); 'visible' by default. */
  hydrateWhen?: HydrateWhen;
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
 * printing and search engines see every section. It renders at the first idle moment after load,
 * sooner when it nears the viewport or the address targets its anchor (at once in a server render
 * when `renderOnServer`). Until then an empty section
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
  hydrateWhen = 'visible',
}: DeferredSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(() => startsShown(id, renderOnServer));

  useEffect(() => {
    // Drawn by the server: its code is fetched in an idle moment, ready for when it is taken over.
    if (shown) return afterLoadWhenIdle(() => void Component.preload());
    // A transition: the section's first render (the booking form is large) yields to input every few
    // milliseconds instead of blocking the page for one long task.
    const show = () => startTransition(() => setShown(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    if (ref.current) observer.observe(ref.current);

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
      observer.disconnect();
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
        <HydrationIsland id={id} when={hydrateWhen}>
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
