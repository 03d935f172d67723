import { HydrationIsland, useAuthStore } from '@elite/web-kit';
import { SIGNED_IN_USER_KEY } from '@elite/contracts/constants';
import type { MeResponse } from '@elite/contracts/identity';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { SITE_FOOTER_ID, SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/header/site-header';
import { LoginDialog } from '../features/auth/login-dialog';
import { strings } from '../common/strings';
import { useDocumentHead } from './use-document-head';
import { useHashScroll } from './use-hash-scroll';

/** The chrome of every page; the route's page goes in <main>. */
export function RootLayout() {
  const refreshUser = useAuthStore((state) => state.refresh);
  const settleSignedOut = useAuthStore((state) => state.settleSignedOut);
  // The server render saw no session cookie, so the browser has none: nobody is signed in, and the
  // page need not ask GET /api/auth/me (docs/architecture.md, "What the server does know").
  const servedSignedOut =
    (useSWRConfig().fallback[SIGNED_IN_USER_KEY] as MeResponse | undefined)?.user === null;
  // The home page's hero runs under the transparent header; other pages start below it.
  const underHeader = useLocation().pathname === '/';
  useHashScroll();
  useDocumentHead();
  useEffect(() => {
    if (servedSignedOut) settleSignedOut();
    else void refreshUser();
  }, [refreshUser, servedSignedOut, settleSignedOut]);

  return (
    <>
      <a className="skip-link" href="#main">
        {strings.skipToContent}
      </a>
      <SiteHeader />
      <LoginDialog />
      <main id="main" className="site-main" data-under-header={underHeader} tabIndex={-1}>
        <Outlet />
      </main>
      {/* Below the fold: its server HTML is taken over as it comes into view. */}
      <HydrationIsland id={SITE_FOOTER_ID}>
        <SiteFooter />
      </HydrationIsland>
    </>
  );
}
