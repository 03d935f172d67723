import { AUTH_DIALOG_ID } from '@elite/contracts/constants';
import { useSignedInUser } from '@elite/web-kit';
import { UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { strings } from '../../common/strings';
import { accountLinks } from './account-links';
import { useSignOut } from './use-sign-out';

// Only signed-in visitors need the dropdown's code.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * 'Client Login', or the signed-in user: in the header a menu under their name, in the mobile menu
 * (block) the same choices laid out in full.
 */
export function AuthAction({ block = false, onAction }: { block?: boolean; onAction?: () => void }) {
  const { user } = useSignedInUser();
  const signOut = useSignOut();

  if (!user) {
    // Opens the sign-in dialog natively, before and without the page's code (login-dialog.tsx).
    return (
      <Button type="primary" block={block} popoverTarget={AUTH_DIALOG_ID} onClick={onAction}>
        {strings.nav.clientLogin}
      </Button>
    );
  }
  if (!block) {
    return (
      <Suspense
        fallback={
          <Button icon={<UserOutlined aria-hidden />} loading>
            {user.name}
          </Button>
        }
      >
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <div className="auth-action">
      <span className="auth-action__name">{strings.nav.signedInAs(user.name)}</span>
      <nav aria-label={strings.nav.account}>
        <ul className="mobile-menu__list">
          {accountLinks(user).map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="mobile-menu__link" onClick={onAction}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        block
        onClick={() => {
          onAction?.();
          signOut();
        }}
      >
        {strings.nav.signOut}
      </Button>
    </div>
  );
}
