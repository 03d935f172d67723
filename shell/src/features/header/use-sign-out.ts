import { errorMessage, toast, useAuthStore } from '@elite/web-kit';
import { useCallback } from 'react';
import { strings } from '../../common/strings';

/** Signs out; a failure says so in a toast and leaves the user signed in. */
export function useSignOut(): () => void {
  const signOut = useAuthStore((state) => state.signOut);
  return useCallback(() => {
    signOut().catch((error: unknown) =>
      toast.error(strings.auth.signOutFailed, errorMessage(error, strings.auth.signOutFailedFallback)),
    );
  }, [signOut]);
}
