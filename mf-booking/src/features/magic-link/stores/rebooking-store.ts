import type { MagicLinkBooking } from '@elite/contracts/magic-link';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface RebookingState {
  /** The e-mail of the last magic link validated in this tab, and the booking it re-books from. */
  email: string | null;
  booking: MagicLinkBooking | null;
  /** That link's token, sent with the booking made from it (which spends it); null once it is settled. */
  token: string | null;
  remember(email: string, booking: MagicLinkBooking | null, token: string): void;
  /** The link was spent by a booking, or refused: the form no longer sends it. */
  forgetLink(): void;
}

/**
 * Carries a validated link's previous booking and token to /booking?prefill=true. Kept in
 * sessionStorage: a reload of the prefilled form still finds them, and they end with the tab.
 */
export const useRebookingStore = create<RebookingState>()(
  persist(
    (set) => ({
      email: null,
      booking: null,
      token: null,
      remember: (email, booking, token) => set({ email, booking, token }),
      forgetLink: () => set({ token: null }),
    }),
    {
      name: 'elite-transport-rebooking',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ email, booking, token }) => ({ email, booking, token }),
    },
  ),
);
