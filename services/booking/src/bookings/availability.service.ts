import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { pickupInstant, type FieldError } from '@elite/contracts';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import {
  chauffeurTakenMessage,
  confirmClashMessage,
  holdsOverlap,
  nextFreePickupTimes,
  vanTakenMessage,
  vehicleHold,
  type HeldRide,
  type VehicleHold,
} from './availability';
import { pickupErrors } from './booking-rules';

const HOUR_MS = 3_600_000;

/**
 * PostgreSQL's exclusion_violation: a constraint found two confirmed rides at once in one vehicle or
 * for one chauffeur (docs/architecture.md §5); which of the two, or undefined for any other error.
 */
export function holdClash(error: unknown): 'vehicle' | 'chauffeur' | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driverError = error.driverError as { code?: unknown; constraint?: unknown } | undefined;
  if (driverError?.code !== '23P01') return undefined;
  return driverError.constraint === 'EX_bookings_chauffeur_hold' ? 'chauffeur' : 'vehicle';
}

interface HoldRow {
  id: number;
  start: Date;
  end: Date;
}

/** Which rides keep a vehicle when, in the company's zone (docs/product.md §4 "Availability"). */
@Injectable()
export class AvailabilityService {
  constructor(@Inject(BOOKING_CONFIG) private readonly config: BookingConfig) {}

  get timeZone(): string {
    return this.config.BUSINESS_TIME_ZONE;
  }

  /** Why a ride cannot be booked for this date and time now (past, past the horizon, skipped by the clocks). */
  pickupErrors(ride: { date: string; time: string }, now: Date): FieldError[] {
    return pickupErrors(ride, { timeZone: this.timeZone, horizon: this.config.BOOKING_HORIZON }, now);
  }

  hold(ride: HeldRide, serviceTypeValue: string): VehicleHold {
    return vehicleHold(ride, serviceTypeValue, this.timeZone);
  }

  /**
   * Refuses (409, naming the next free pickup times that day) a ride whose hold overlaps a confirmed
   * ride of the vehicle. Pending rides never block: staff choose among them when they confirm.
   */
  async assertFree(
    manager: EntityManager,
    vehicleId: number,
    ride: HeldRide,
    hold: VehicleHold,
    now: Date,
    /** A booking being moved: its own current hold is not in the way. */
    movingId?: number,
  ): Promise<void> {
    const holdMs = hold.end.getTime() - hold.start.getTime();
    const dayStart = pickupInstant(ride.date, '00:00', this.timeZone);
    // The whole day (25 hours covers a DST change) plus one hold, so a late pickup sees the rides after midnight.
    const from = new Date(Math.min(dayStart.getTime(), hold.start.getTime()));
    const until = new Date(Math.max(dayStart.getTime() + 25 * HOUR_MS + holdMs, hold.end.getTime()));
    const taken = (await this.confirmedHolds(manager, vehicleId, { start: from, end: until })).filter(
      (row) => row.id !== movingId,
    );
    const blocking = taken.filter((row) => holdsOverlap(row, hold));
    if (blocking.length === 0) return;
    const freeTimes = nextFreePickupTimes({
      date: ride.date,
      timeZone: this.timeZone,
      holdMinutes: holdMs / 60_000,
      taken,
      from: new Date(Math.min(...blocking.map((row) => row.end.getTime()))),
      now,
    });
    throw new ConflictException(vanTakenMessage(freeTimes));
  }

  /**
   * The 409 of a change an exclusion constraint refused, naming the confirmed ride it clashes with: in
   * the van, or (`chauffeur`: his name) for the chauffeur, who is `chauffeurId` when the change was his
   * assignment and the ride's own chauffeur otherwise.
   */
  async holdClash(
    manager: EntityManager,
    bookingId: number,
    by: 'vehicle' | 'chauffeur',
    chauffeur?: { id: number; name: string },
  ): Promise<ConflictException> {
    const same =
      by === 'vehicle'
        ? 'other."vehicle_id" = mine."vehicle_id"'
        : 'other."chauffeur_id" = COALESCE($2::int, mine."chauffeur_id")';
    const [clash] = (await manager.query(
      `SELECT other."id", lower(other."vehicle_hold") AS "start", upper(other."vehicle_hold") AS "end",
              mine."chauffeur_name" AS "chauffeur"
         FROM "booking"."bookings" AS mine
         JOIN "booking"."bookings" AS other
           ON ${same} AND other."vehicle_hold" && mine."vehicle_hold"
          AND other."id" <> mine."id" AND other."status" = 'confirmed'
        WHERE mine."id" = $1
        ORDER BY lower(other."vehicle_hold") LIMIT 1`,
      by === 'vehicle' ? [bookingId] : [bookingId, chauffeur?.id ?? null],
    )) as (HoldRow & { chauffeur: string | null })[];
    const other = clash && { id: clash.id, hold: clash };
    if (by === 'vehicle') return new ConflictException(confirmClashMessage(bookingId, other, this.timeZone));
    const name = chauffeur?.name ?? clash?.chauffeur ?? 'The chauffeur';
    return new ConflictException(chauffeurTakenMessage(name, other, this.timeZone));
  }

  private async confirmedHolds(
    manager: EntityManager,
    vehicleId: number,
    window: VehicleHold,
  ): Promise<HoldRow[]> {
    return manager.query(
      `SELECT "id", lower("vehicle_hold") AS "start", upper("vehicle_hold") AS "end" FROM "booking"."bookings"
        WHERE "status" = 'confirmed' AND "vehicle_id" = $1 AND "vehicle_hold" && tstzrange($2, $3, '[)')`,
      [vehicleId, window.start.toISOString(), window.end.toISOString()],
    );
  }
}
