import type { MeResponse, PublicUser } from '@elite/contracts/identity';
import { SIGNED_IN_USER_KEY } from '@elite/contracts/constants';
import { useSWRConfig } from 'swr';
import { create } from 'zustand';
import { apiGet, apiPost } from '../api/api-client';
import { loadIdentityContracts } from '../contracts';

interface AuthState {
  user: PublicUser | null;
  /** 'unknown' until the first GET /api/auth/me has answered. */
  status: 'unknown' | 'loading' | 'known';
  /** Reads the signed-in user again (`{ user: null }` when nobody is); a failure (identity down) means signed out. */
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
      set({ user: null, status: 'known' });
    }
  },
  settleSignedOut: () => set({ user: null, status: 'known' }),
  signOut: async () => {
    await apiPost('/api/auth/logout');
    set({ user: null });
  },
}));

/**
 * Who is signed in, and whether that is known yet. Until the browser's own GET /api/auth/me has
 * answered, the server render's answer is taken (its data under SIGNED_IN_USER_KEY: nobody, or the
 * signed-in user), so a page drawn on the server for a visitor hydrates the same, before that call.
 */
export function useSignedInUser(): { user: PublicUser | null; known: boolean } {
  const user = useAuthStore((state) => state.user);
  const known = useAuthStore((state) => state.status === 'known');
  const served = useSWRConfig().fallback[SIGNED_IN_USER_KEY] as MeResponse | undefined;
  if (known || user !== null || served === undefined) return { user, known: known || user !== null };
  return { user: served.user, known: true };
}
