import Skeleton from 'antd/es/skeleton';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

type LazySection = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** React.lazy that can also be asked to fetch its chunk ahead of rendering. */
export function lazySection(load: () => Promise<{ default: ComponentType }>): LazySection {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (pending ??= load());
  return Object.assign(lazy(preload), { preload });
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
}

const NEAR_VIEWPORT = '0px 0px 100% 0px';
// After the first render, wait this long, then for an idle moment, before fetching the code.
const PREFETCH_DELAY_MS = 3_000;
const PREFETCH_IDLE_TIMEOUT_MS = 5_000;

function isTargeted(id: string) {
  return window.location.hash === `#${id}`;
}

/**
 * A below-the-fold section whose code loads after first paint: it renders when it nears the viewport
 * or the address targets its anchor, and its code is fetched ahead in an idle moment a few seconds in.
 * Until then an empty section with the right id and a reserved height stands in for it; the
 * shell's hash scrolling (shell/src/app/use-hash-scroll.ts) keeps a targeted anchor in view as it grows.
 */
export function DeferredSection({
  id,
  labelledBy,
  component: Component,
  loadingLabel,
  className,
}: DeferredSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(() => isTargeted(id));

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
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

    // Fetch the code (without rendering) a while after the page has loaded, so a later click is instant.
    let idleHandle: number | undefined;
    const preload = () => void Component.preload();
    const delayHandle = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(preload, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      } else preload();
    }, PREFETCH_DELAY_MS);

    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHashChange);
      window.clearTimeout(delayHandle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
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
        <Suspense fallback={<SectionFallback label={loadingLabel} />}>
          <Component />
        </Suspense>
      ) : null}
    </section>
  );
}

function SectionFallback({ label }: { label: string }) {
  return (
    <div className="mfb-container" role="status" aria-label={label}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}
