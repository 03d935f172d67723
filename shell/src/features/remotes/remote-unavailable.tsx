import { useContext } from 'react';
import { RemoteRetryContext } from './remote-retry-context';
import { RetryPanel } from './retry-panel';

/** The module the errorLoadRemote hook hands back in place of a remote page that failed to load. */
export function RemoteUnavailable() {
  return <RetryPanel onRetry={useContext(RemoteRetryContext)} />;
}
