import { useSignedInUser } from '@elite/web-kit';

/** True only for a signed-in admin: every admin request waits on this, so none is sent without a session. */
export function useIsAdmin(): boolean {
  return useSignedInUser().user?.role === 'admin';
}
