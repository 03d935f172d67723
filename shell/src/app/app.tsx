import { PAGE_HYDRATED_MARK } from '@elite/contracts/constants';
import { whenVisitorActs, type DataFallback } from '@elite/web-kit';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { loadRemotePage } from '../features/remotes/remote-runtime';
import { AppFrame } from './app-frame';
import { AppRoutes } from './router';
import { replayChromePresses } from './early-presses';

const FEDERATION = { load: loadRemotePage };
// A server-drawn page whose first screen needs no code (the home page's hero): its part keeps the
// server's HTML until the visitor scrolls or acts, and its code is fetched then (docs/architecture.md,
// "The first screen"). Later pages, reached by input, find it open.
const ON_DEMAND = {
  load: (remote: string, module: string) => whenVisitorActs().then(() => loadRemotePage(remote, module)),
};

/**
 * The app in a browser: remotes through the federation runtime. From a server render: `fallback`, its
 * data, and `pageOnDemand`, whether the page's own code waits for the visitor.
 */
export function App({ fallback, pageOnDemand = false }: { fallback?: DataFallback; pageOnDemand?: boolean }) {
  // The first commit: a server-drawn page's chrome is hydrated, so presses made on it before answer now.
  useEffect(() => {
    performance.mark(PAGE_HYDRATED_MARK);
    replayChromePresses();
  }, []);
  return (
    <AppFrame remotePages={pageOnDemand ? ON_DEMAND : FEDERATION} fallback={fallback}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
