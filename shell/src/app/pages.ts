import type { DocumentHead, PageMatch } from '@elite/contracts/server-render';
import { strings } from '../common/strings';

/** A page that a remote renders: its path, the remote's federation name and the module it exposes. */
export type RemotePageRoute = Omit<PageMatch, 'params'> & { head: Omit<DocumentHead, 'found'> };

// Each page of a remote (docs/development.md, "Remotes"). The router, the server render and the
// document's title all read it.
export const REMOTE_PAGES: readonly RemotePageRoute[] = [
  { path: '/', remote: 'mf_booking', module: 'HomePage', head: strings.head.home },
  { path: '/booking', remote: 'mf_booking', module: 'BookingPage', head: strings.head.booking },
  { path: '/magic-link/:token', remote: 'mf_booking', module: 'MagicLinkPage', head: strings.head.magicLink },
  { path: '/admin', remote: 'mf_admin', module: 'AdminPage', head: strings.head.admin },
  { path: '/driver', remote: 'mf_admin', module: 'DriverPage', head: strings.head.driver },
  {
    path: '/tracking/:bookingId',
    remote: 'mf_tracking',
    module: 'TrackingPage',
    head: strings.head.tracking,
  },
  { path: '/rewards', remote: 'mf_rewards', module: 'RewardsPage', head: strings.head.rewards },
];

/** The title and description of `page`, or of the 404 page where the path shows none (`found: false`). */
export function documentHead(page: RemotePageRoute | undefined): DocumentHead {
  return page ? { ...page.head, found: true } : { ...strings.head.notFound, found: false };
}
