import type { MagicLinkBooking } from '@elite/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface RebookingState {
  /** The e-mail of the last magic link validated in this tab, and the booking it re-books from. */
  email: string | null;
  booking: MagicLinkBooking | null;
  remember(email: string, booking: MagicLinkBooking | null): void;
}

/**
 * Carries a validated link's previous booking to /booking?prefill=true. Kept in sessionStorage:
 * a reload of the prefilled form still finds it (the link itself is spent), and it ends with the tab.
 */
export const useRebookingStore = create<RebookingState>()(
  persist(
    (set) => ({
      email: null,
      booking: null,
      remember: (email, booking) => set({ email, booking }),
    }),
    {
      name: 'elite-transport-rebooking',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ email, booking }) => ({ email, booking }),
    },
  ),
);
