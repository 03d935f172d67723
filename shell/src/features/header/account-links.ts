import type { PublicUser } from '@elite/contracts/identity';
import { strings } from '../../common/strings';

/** The signed-in user's pages: Rewards for everyone, Admin for staff (issue 3). */
export function accountLinks(user: PublicUser): { to: string; label: string }[] {
  return [
    { to: '/rewards', label: strings.nav.rewards },
    ...(user.role === 'admin' ? [{ to: '/admin', label: strings.nav.admin }] : []),
  ];
}
