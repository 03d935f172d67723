import { PAGE_HYDRATED_MARK } from '@elite/contracts/constants';
import type { DataFallback } from '@elite/web-kit';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { loadRemotePage } from '../features/remotes/remote-runtime';
import { AppFrame } from './app-frame';
import { AppRoutes } from './router';
import { replayEarlyPresses } from './early-presses';

const FEDERATION = { load: loadRemotePage };

/** The app in a browser: remotes through the federation runtime; `fallback` from the server render, if any. */
export function App({ fallback }: { fallback?: DataFallback }) {
  // The first commit: a server-drawn page is hydrated (its chrome at least), so presses made before answer now.
  useEffect(() => {
    performance.mark(PAGE_HYDRATED_MARK);
    replayEarlyPresses();
  }, []);
  return (
    <AppFrame remotePages={FEDERATION} fallback={fallback}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
