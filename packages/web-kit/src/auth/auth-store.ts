import { meResponseSchema, type PublicUser } from '@elite/contracts';
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
      const { user } = await apiGet('/api/auth/me', { schema: meResponseSchema });
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
