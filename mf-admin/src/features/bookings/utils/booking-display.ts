import type { AdminBooking } from '@elite/contracts/booking';
import { formatUsd } from '@elite/web-kit';

type DisplayedBooking = Pick<AdminBooking, 'fullName' | 'email' | 'totalPrice' | 'estimatedPrice'> & {
  name?: unknown;
};

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Spec §2: fullName, else name, else email. */
export function customerName(booking: DisplayedBooking): string {
  if (present(booking.fullName)) return booking.fullName;
  if (present(booking.name)) return booking.name;
  return booking.email;
}

/** Spec §2: totalPrice (the price the booking holds, docs/product.md §10), else estimatedPrice, else 0, in US dollars. */
export function displayPrice(booking: DisplayedBooking): string {
  return formatUsd(booking.totalPrice ?? booking.estimatedPrice ?? 0);
}
