import type { MeResponse, PublicUser } from '@elite/contracts/identity';
import { SIGNED_IN_USER_KEY } from '@elite/contracts/constants';
import { useSWRConfig } from 'swr';
import { create } from 'zustand';
import { apiGet, apiPost } from '../api/api-client';
import { loadIdentityContracts } from '../contracts';

interface AuthState {
  user: PublicUser | null;
  /**
   * 'unknown' until the first GET /api/auth/me has answered; 'unanswered' when it failed (identity
   * down, the network): what was known before is kept.
   */
  status: 'unknown' | 'loading' | 'known' | 'unanswered';
  /** Reads the signed-in user again (`{ user: null }` when nobody is). */
  refresh(): Promise<void>;
  /** What refresh would learn when the server saw no session: nobody is signed in (nothing to ask). */
  settleSignedOut(): void;
  signOut(): Promise<void>;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  status: 'unknown',
  refresh: async () => {
    set({ status: 'loading' });
    try {
      // The schema (and zod) load beside the request, not with the page.
      const [{ meResponseSchema }, answer] = await Promise.all([
        loadIdentityContracts(),
        apiGet(SIGNED_IN_USER_KEY),
      ]);
      const { user } = meResponseSchema.parse(answer);
      set({ user, status: 'known' });
    } catch {
      // No answer is not an answer: a signed-in visitor stays signed in (the server's next answer says
      // otherwise if the session is gone), rather than being shown a sign-in prompt by a slow identity.
      set({ status: 'unanswered' });
    }
  },
  settleSignedOut: () => set({ user: null, status: 'known' }),
  signOut: async () => {
    await apiPost('/api/auth/logout');
    set({ user: null, status: 'known' });
  },
}));

/**
 * Who is signed in, and whether that is known yet. Until the browser's own GET /api/auth/me has
 * answered, or when it failed, the server render's answer is taken (its data under
 * SIGNED_IN_USER_KEY: nobody, or the signed-in user), so a page drawn on the server for a visitor
 * hydrates the same, before that call. Failed, with no such answer, nobody is signed in.
 */
export function useSignedInUser(): { user: PublicUser | null; known: boolean } {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const served = useSWRConfig().fallback[SIGNED_IN_USER_KEY] as MeResponse | undefined;
  if (status === 'known' || user !== null) return { user, known: true };
  if (served !== undefined) return { user: served.user, known: true };
  return { user: null, known: status === 'unanswered' };
}
