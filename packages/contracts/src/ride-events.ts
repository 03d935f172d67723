import './zod-setup';
import { z } from 'zod';
import {
  PRICE_STATES,
  bookingStatusSchema,
  dollarAmountSchema,
  priceLineSchema,
  rideStageSchema,
} from './booking';
import { PAID_METHODS } from './constants';

/**
 * What one row of a ride's history (`booking.ride_events`, docs/architecture.md) records. Later changes
 * (a chauffeur's statuses, an assignment, a flight-delay move) add their kind here and record it with
 * the same function.
 */
export const RIDE_EVENT_KINDS = [
  'booked',
  'status-changed',
  'price-set',
  'price-accepted',
  'rescheduled',
  'payment-recorded',
  'chauffeur-assigned',
  'ride-progress',
] as const;
export const rideEventKindSchema = z.enum(RIDE_EVENT_KINDS);
export type RideEventKind = z.infer<typeof rideEventKindSchema>;

/**
 * Who made a change: a signed-in user by id (`staff`, `client`, `driver`), the customer through the
 * ride's link, or the system.
 */
export const RIDE_EVENT_ACTOR_ROLES = ['staff', 'client', 'driver', 'customer', 'system'] as const;
export const rideEventActorRoleSchema = z.enum(RIDE_EVENT_ACTOR_ROLES);
export type RideEventActorRole = z.infer<typeof rideEventActorRoleSchema>;

/** Who made a change, as it is recorded: the session's name (or e-mail) when it carried one. */
export interface RideEventActor {
  role: RideEventActorRole;
  userId: number | null;
  name: string | null;
}

export const SYSTEM_ACTOR: RideEventActor = { role: 'system', userId: null, name: null };
export const CUSTOMER_ACTOR: RideEventActor = { role: 'customer', userId: null, name: null };

/** How the history names who made a change (docs/product.md §2, "History"). */
export const RIDE_EVENT_ACTOR_NAMES = {
  staff: (id: number) => `Staff #${id}`,
  client: (id: number) => `Customer (account #${id})`,
  clientNamed: (name: string) => `Customer (${name})`,
  driver: (id: number) => `Chauffeur #${id}`,
  customer: 'Customer',
  system: 'System',
} as const;

/** The name the history shows for who made a change. */
export function rideEventActorDisplay({ role, userId, name }: RideEventActor): string {
  const names = RIDE_EVENT_ACTOR_NAMES;
  if (role === 'customer' || role === 'system' || userId === null)
    return role === 'system' ? names.system : names.customer;
  if (role === 'client') return name ? names.clientNamed(name) : names.client(userId);
  return name ?? (role === 'driver' ? names.driver(userId) : names.staff(userId));
}

/**
 * The state a change moved a ride from, or to: only what that kind of change touches (a status; a
 * date and time; a total in dollars and its lines; a payment). Later kinds add their fields.
 */
export const rideEventValueSchema = z
  .object({
    status: bookingStatusSchema,
    date: z.string(),
    time: z.string(),
    total: dollarAmountSchema.nullable(),
    lines: z.array(priceLineSchema),
    priceState: z.enum(PRICE_STATES),
    method: z.enum(PAID_METHODS),
    amount: dollarAmountSchema,
    paidAt: z.string(),
    /** An airport pick-up's landing, which a flight's delay moves with the pick-up. */
    landingDate: z.string().nullable(),
    landingTime: z.string().nullable(),
    /** The chauffeur's name, or null for none. */
    chauffeur: z.string().nullable(),
    /** Where the chauffeur is in the ride (docs/product.md §12), or null before he set off. */
    stage: rideStageSchema.nullable(),
  })
  .partial();
export type RideEventValue = z.infer<typeof rideEventValueSchema>;

/** One change of a ride as `GET /api/admin/bookings/{id}/events` answers it, oldest first. */
export const rideEventSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  kind: rideEventKindSchema,
  /** When, ISO 8601. */
  at: z.string(),
  actor: z.object({
    role: rideEventActorRoleSchema,
    userId: z.number().int().nullable(),
    /** The name to show: the session's name or e-mail, else 'Staff #3', 'Customer', 'System'. */
    display: z.string(),
  }),
  from: rideEventValueSchema.nullable(),
  to: rideEventValueSchema.nullable(),
  /** Why, when the change said so (staff's reason for a price, a decline, a move). */
  reason: z.string().nullable(),
});
export type RideEvent = z.infer<typeof rideEventSchema>;

export const rideEventsSchema = z.array(rideEventSchema);
