import { matchPath } from 'react-router';
import { REMOTE_PAGES } from './pages';

/** The remote page a path shows, with the path's parameters; undefined where it shows none (404). */
export function pageAt(pathname: string) {
  for (const route of REMOTE_PAGES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}
