import { randomInt, randomUUID } from 'node:crypto';
import type { BookingStatus, EventEnvelope, EventPayloads, EventType, RideSummary } from '@elite/contracts';
import { runSecretOpener } from '@elite/nest-kit/testing';

/** An event as a publisher's outbox relay puts it on the bus. */
export function envelope<T extends EventType>(type: T, payload: EventPayloads[T]): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
}

/** Ids of its own, so that events other suites leave in the shared queues never meet these. */
export const newBookingId = () => randomInt(1_000_000, 2_000_000_000);

/** A ride changing status, at the booking's `version`; a guest's unless `userId` says. */
export const statusChanged = (
  bookingId: number,
  version: number,
  from: BookingStatus,
  to: BookingStatus,
  ride: RideSummary,
  userId: number | null = null,
) => envelope('booking.status-changed', { bookingId, userId, version, from, to, ride });

/** A guest's ride moved to `ride`'s date and time, at the booking's `version`, keeping its `status`. */
export const rescheduled = (bookingId: number, version: number, status: BookingStatus, ride: RideSummary) =>
  envelope('booking.rescheduled', { bookingId, userId: null, version, status, ride });

// Booking and magic-link seal what they send for this service's key (docs/architecture.md §6).
export const secrets = runSecretOpener();

/** A ride just booked (its version 1), with the access token `token`; a guest's unless `userId` says. */
export async function bookingCreated(
  bookingId: number,
  ride: RideSummary,
  token: string,
  userId: number | null = null,
) {
  const sealedAccessToken = await secrets.seal('booking-access-token', token);
  return envelope('booking.created', { bookingId, userId, version: 1, sealedAccessToken, ride });
}
