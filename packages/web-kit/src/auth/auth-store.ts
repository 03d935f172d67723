import { meResponseSchema, SIGNED_IN_USER_KEY, type MeResponse, type PublicUser } from '@elite/contracts';
import { useSWRConfig } from 'swr';
import { create } from 'zustand';
import { apiGet, apiPost } from '../api/api-client';

interface AuthState {
  user: PublicUser | null;
  /** 'unknown' until the first GET /api/auth/me has answered. */
  status: 'unknown' | 'loading' | 'known';
  loginOpen: boolean;
  openLogin(): void;
  closeLogin(): void;
  /** Reads the signed-in user again (`{ user: null }` when nobody is); a failure (identity down) means signed out. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  status: 'unknown',
  loginOpen: false,
  openLogin: () => set({ loginOpen: true }),
  closeLogin: () => set({ loginOpen: false }),
  refresh: async () => {
    set({ status: 'loading' });
    try {
      const { user } = await apiGet(SIGNED_IN_USER_KEY, { schema: meResponseSchema });
      set({ user, status: 'known' });
    } catch {
      set({ user: null, status: 'known' });
    }
  },
  signOut: async () => {
    await apiPost('/api/auth/logout');
    set({ user: null });
  },
}));

/**
 * Who is signed in, and whether that is known yet: known at once when the server render said that the
 * request carried no session (its data under SIGNED_IN_USER_KEY), so such a page is drawn signed out
 * on the server and hydrates the same, before GET /api/auth/me has answered.
 */
export function useSignedInUser(): { user: PublicUser | null; known: boolean } {
  const user = useAuthStore((state) => state.user);
  const known = useAuthStore((state) => state.status === 'known');
  const served = useSWRConfig().fallback[SIGNED_IN_USER_KEY] as MeResponse | undefined;
  return { user, known: known || user !== null || served?.user === null };
}
