import type { DataFallback } from '@elite/web-kit';
import { BrowserRouter } from 'react-router';
import { loadRemotePage } from '../features/remotes/remote-runtime';
import { AppFrame } from './app-frame';
import { AppRoutes } from './router';

const FEDERATION = { load: loadRemotePage };

/** The app in a browser: remotes through the federation runtime; `fallback` from the server render, if any. */
export function App({ fallback }: { fallback?: DataFallback }) {
  return (
    <AppFrame remotePages={FEDERATION} fallback={fallback}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
