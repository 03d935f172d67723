import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { pickupInstant, type FieldError } from '@elite/contracts';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import {
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

/** PostgreSQL's exclusion_violation: the constraint found two confirmed rides in one vehicle at once. */
export function isVehicleHoldClash(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: unknown } | undefined)?.code === '23P01'
  );
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

  /** The 409 of a confirmation the exclusion constraint refused, naming the ride it clashes with. */
  async confirmClash(manager: EntityManager, bookingId: number): Promise<ConflictException> {
    const [clash] = (await manager.query(
      `SELECT other."id", lower(other."vehicle_hold") AS "start", upper(other."vehicle_hold") AS "end"
         FROM "booking"."bookings" AS mine
         JOIN "booking"."bookings" AS other
           ON other."vehicle_id" = mine."vehicle_id" AND other."vehicle_hold" && mine."vehicle_hold"
          AND other."id" <> mine."id" AND other."status" = 'confirmed'
        WHERE mine."id" = $1
        ORDER BY lower(other."vehicle_hold") LIMIT 1`,
      [bookingId],
    )) as HoldRow[];
    return new ConflictException(
      confirmClashMessage(bookingId, clash && { id: clash.id, hold: clash }, this.timeZone),
    );
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
