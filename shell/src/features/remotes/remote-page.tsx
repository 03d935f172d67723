import { useHydrated } from '@elite/web-kit';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { replayPagePresses } from '../../app/early-presses';
import { strings } from '../../common/strings';
import { CodeFailedNotice } from './code-failed-notice';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';
import { RemotePagesContext, type RemotePageModule, type RemotePages } from './remote-pages-context';
import { RemoteUnavailable } from './remote-unavailable';

interface RemotePageProps {
  /** Federation name, as in /remotes.json (mf_booking). */
  remote: string;
  /** Exposed module without its './' (HomePage). */
  module: string;
}

/** Committed with the page it follows, so only once that page's code has taken its HTML over. */
function PageTakenOver() {
  useEffect(replayPagePresses, []);
  return null;
}

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="elite-visually-hidden">{strings.remote.loading}</span>
    </div>
  );
}

/**
 * The code of a page the server drew, loaded until it comes: a failure (after the federation
 * runtime's own retries) leaves the page waiting, not failed, so React keeps the server's HTML, and
 * `retry` loads it again; once it comes, the page is taken over as if it had come at once.
 */
function codeOfDrawnPage(
  pages: RemotePages,
  remote: string,
  module: string,
  on: { failed: () => void; loaded: () => void },
) {
  let attempt = () => {};
  const code = new Promise<RemotePageModule>((resolve) => {
    attempt = () => {
      pages.load(remote, module).then((loaded) => {
        // The loading layer's stand-in (remote-fallback-plugin.ts) would replace the server's HTML.
        if (loaded.default === RemoteUnavailable) return on.failed();
        resolve(loaded);
        on.loaded();
      }, on.failed);
    };
  });
  attempt();
  return { code, retry: () => attempt() };
}

/**
 * One attempt at the page: mounted afresh (new key) for each 'Try again' of the retry panel. A page
 * the server drew whose code cannot be loaded keeps its HTML, readable and with its forms posting as
 * plain forms, under a notice with a Retry (docs/architecture.md, "Server rendering").
 */
function RemoteAttempt({ remote, module }: RemotePageProps) {
  const pages = useContext(RemotePagesContext);
  // A page being hydrated was drawn by the server; one rendered later (a navigation) was not.
  const hydrated = useHydrated();
  const [codeState, setCodeState] = useState<'fine' | 'failed' | 'retrying'>('fine');
  const [{ page, retry }] = useState((): { page: ReactNode; retry: () => void } => {
    const ready = pages.ready?.(remote, module);
    if (ready) {
      const Ready = ready;
      return { page: <Ready />, retry: () => {} };
    }
    // In a server render a page not at hand fails at once, and is left to the browser (its digest).
    if (hydrated || typeof window === 'undefined') {
      const Page = lazy(() => pages.load(remote, module));
      return { page: <Page />, retry: () => {} };
    }
    const drawn = codeOfDrawnPage(pages, remote, module, {
      failed: () => startTransition(() => setCodeState('failed')),
      loaded: () => startTransition(() => setCodeState('fine')),
    });
    const Page = lazy(() => drawn.code);
    return {
      page: <Page />,
      retry: () => {
        startTransition(() => setCodeState('retrying'));
        drawn.retry();
      },
    };
  });
  // One element for every render: a state change here must not reach the part still waiting for its
  // code, or React would throw the server's HTML away.
  const [boundary] = useState(() => (
    <Suspense fallback={<PageLoading />}>
      {page}
      <PageTakenOver />
    </Suspense>
  ));
  return (
    <>
      {codeState !== 'fine' && <CodeFailedNotice onRetry={retry} retrying={codeState === 'retrying'} />}
      {boundary}
    </>
  );
}

function RemoteSlot({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} onRetry={retry}>
        <RemoteAttempt key={attempt} remote={remote} module={module} />
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}

/** A route's page from a remote: lazy, behind an error boundary, with a retry panel when it fails. */
export function RemotePage(props: RemotePageProps) {
  return <RemoteSlot key={`${props.remote}/${props.module}`} {...props} />;
}
