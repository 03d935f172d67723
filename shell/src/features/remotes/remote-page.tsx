import { lazy, Suspense, useCallback, useContext, useState } from 'react';
import { strings } from '../../common/strings';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';
import { RemotePagesContext } from './remote-pages-context';

interface RemotePageProps {
  /** Federation name, as in /remotes.json (mf_booking). */
  remote: string;
  /** Exposed module without its './' (HomePage). */
  module: string;
}

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="elite-visually-hidden">{strings.remote.loading}</span>
    </div>
  );
}

/** One attempt at the page: mounted afresh (new key) for each 'Try again'. */
function RemoteAttempt({ remote, module }: RemotePageProps) {
  const pages = useContext(RemotePagesContext);
  const [Page] = useState(() => pages.ready?.(remote, module) ?? lazy(() => pages.load(remote, module)));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
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
