import type { PageMatch } from '@elite/contracts/server-render';

/** A page that a remote renders: its path, the remote's federation name and the module it exposes. */
export type RemotePageRoute = Omit<PageMatch, 'params'>;

// Each page of a remote (docs/development.md, "Remotes"). The router and the server render both read it.
export const REMOTE_PAGES: readonly RemotePageRoute[] = [
  { path: '/', remote: 'mf_booking', module: 'HomePage' },
  { path: '/booking', remote: 'mf_booking', module: 'BookingPage' },
  { path: '/magic-link/:token', remote: 'mf_booking', module: 'MagicLinkPage' },
  { path: '/admin', remote: 'mf_admin', module: 'AdminPage' },
  { path: '/tracking/:bookingId', remote: 'mf_tracking', module: 'TrackingPage' },
  { path: '/rewards', remote: 'mf_rewards', module: 'RewardsPage' },
];
