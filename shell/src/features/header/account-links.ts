import type { PublicUser } from '@elite/contracts/identity';
import { strings } from '../../common/strings';

/** The signed-in user's pages: Rewards for clients and staff, Admin for staff, My Rides for chauffeurs. */
export function accountLinks(user: PublicUser): { to: string; label: string }[] {
  if (user.role === 'driver') return [{ to: '/driver', label: strings.nav.driver }];
  return [
    { to: '/rewards', label: strings.nav.rewards },
    ...(user.role === 'admin' ? [{ to: '/admin', label: strings.nav.admin }] : []),
  ];
}
