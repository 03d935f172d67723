import { createContext, type ComponentType } from 'react';

export type RemotePageModule = { default: ComponentType };

/** How the app gets the pages of remotes: the federation runtime in a browser, the server builds in a server render. */
export interface RemotePages {
  load(remote: string, module: string): Promise<RemotePageModule>;
  /**
   * A page already at hand, drawn without suspending (a server render has loaded it before rendering:
   * a page that suspended there would come out of the server in pieces that only scripts put together).
   */
  ready?(remote: string, module: string): ComponentType | undefined;
}

export const RemotePagesContext = createContext<RemotePages>({
  load: () => Promise.reject(new Error('No RemotePagesContext: the app must provide how remotes are loaded')),
});
