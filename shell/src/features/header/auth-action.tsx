import { errorMessage, toast, useAuthStore } from '@elite/web-kit';
import { Button } from 'antd';
import { strings } from '../../shared/strings';

/** 'Client Login', or the signed-in client's name and a sign-out button. */
export function AuthAction({ block = false, onAction }: { block?: boolean; onAction?: () => void }) {
  const user = useAuthStore((state) => state.user);
  const openLogin = useAuthStore((state) => state.openLogin);
  const signOut = useAuthStore((state) => state.signOut);

  if (!user) {
    return (
      <Button
        type="primary"
        block={block}
        onClick={() => {
          onAction?.();
          openLogin();
        }}
      >
        {strings.nav.clientLogin}
      </Button>
    );
  }
  return (
    <span className="auth-action">
      <span className="auth-action__name">{strings.nav.signedInAs(user.name)}</span>
      <Button
        block={block}
        onClick={() => {
          onAction?.();
          signOut().catch((error: unknown) =>
            toast.error(strings.auth.signOutFailed, errorMessage(error, strings.auth.signOutFailedFallback)),
          );
        }}
      >
        {strings.nav.signOut}
      </Button>
    </span>
  );
}
