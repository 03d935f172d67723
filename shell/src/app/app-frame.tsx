import { DataProvider, ToastHost, type DataFallback } from '@elite/web-kit';
import type { ReactNode } from 'react';
import { RemotePagesContext, type RemotePages } from '../features/remotes/remote-pages-context';
import { ThemeProvider } from './theme-provider';

export interface AppFrameProps {
  /** How remote pages are loaded here (browser or server render). */
  remotePages: RemotePages;
  /** Data a server render already loaded, by SWR key. */
  fallback?: DataFallback;
  /** The router with the app's routes. */
  children: ReactNode;
}

/** Everything around the router, the same in a browser and in a server render, so hydration matches. */
export function AppFrame({ remotePages, fallback, children }: AppFrameProps) {
  return (
    <ThemeProvider>
      <ToastHost />
      <DataProvider fallback={fallback}>
        <RemotePagesContext.Provider value={remotePages}>{children}</RemotePagesContext.Provider>
      </DataProvider>
    </ThemeProvider>
  );
}
