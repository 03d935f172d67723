import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './remote-unavailable';

/** Loading layer: a remote whose manifest, entry or module fails (after the retries) yields a fallback page. */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote module ${id} could not be loaded`, error);
      return { default: RemoteUnavailable };
    },
  };
}
