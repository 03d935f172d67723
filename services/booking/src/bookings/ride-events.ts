import {
  CUSTOMER_ACTOR,
  type RideEventActor,
  type RideEventKind,
  type RideEventValue,
} from '@elite/contracts';
import type { BookingCaller, SessionUser } from '@elite/nest-kit';
import type { EntityManager } from 'typeorm';

/** One change of a ride, as its history keeps it (docs/architecture.md, "Ride history"). */
export interface RideEventRecord {
  bookingId: number;
  kind: RideEventKind;
  actor: RideEventActor;
  from: RideEventValue | null;
  to: RideEventValue | null;
  reason?: string | null;
}

/**
 * Appends a change to the ride's history in the caller's transaction: the row commits with the change
 * or not at all. Every change of a booking calls this.
 */
export async function recordRideEvent(manager: EntityManager, event: RideEventRecord): Promise<void> {
  await manager.query(
    `INSERT INTO "booking"."ride_events"
       ("booking_id", "kind", "actor_role", "actor_user_id", "actor_name", "from_value", "to_value", "reason")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      event.bookingId,
      event.kind,
      event.actor.role,
      event.actor.userId,
      event.actor.name,
      event.from === null ? null : JSON.stringify(event.from),
      event.to === null ? null : JSON.stringify(event.to),
      event.reason ?? null,
    ],
  );
}

/** A signed-in user who made a change. */
export type UserActor = RideEventActor & { userId: number };

/** Who a signed-in user is in a ride's history: staff (admin), a client or a chauffeur, by id and name. */
export function userActor(user: SessionUser): UserActor {
  return {
    role: user.role === 'admin' ? 'staff' : user.role,
    userId: user.id,
    name: user.name || user.email || null,
  };
}

/** The signed-in caller, else the customer holding the ride's link (the token itself is never kept). */
export function callerActor(caller: BookingCaller): RideEventActor {
  return caller.user ? userActor(caller.user) : CUSTOMER_ACTOR;
}
