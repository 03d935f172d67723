import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageAt } from './page-at';
import { documentHead } from './pages';

/** Keeps the <title> and description those of the page shown, as the visitor moves between pages. */
export function useDocumentHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = documentHead(pageAt(pathname)?.route);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pathname]);
}
