import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { calendarDateIn, nextCalendarDay, type DriverRide, type RideProgress } from '@elite/contracts';
import type { SessionUser } from '@elite/nest-kit';
import type { DataSource } from 'typeorm';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import { BOOKING_NOT_FOUND, BookingChangesService } from '../bookings/booking-changes.service';
import { drivesBooking } from '../bookings/booking-rules';
import { userActor } from '../bookings/ride-events';
import { BookingEntity } from '../bookings/booking.entity';

/** The chauffeur's own screen (docs/product.md §12): his rides, and each moved on by him alone. */
@Injectable()
export class DriverRidesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: BookingChangesService,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {}

  /**
   * Today's and tomorrow's rides in the company's zone that he drives (confirmed, or already finished
   * today), and any earlier one he has set off on and not finished, in pick-up order.
   */
  async rides(driver: SessionUser, now = new Date()): Promise<DriverRide[]> {
    const today = calendarDateIn(now, this.config.BUSINESS_TIME_ZONE);
    const rows = (await this.dataSource.query(
      `SELECT b."id", b."date", b."time", b."pickup_location" AS "pickupLocation",
              b."dropoff_location" AS "dropoffLocation", b."passengers", b."luggage",
              b."special_requests" AS "specialRequests", b."flight_number" AS "flightNumber",
              b."full_name" AS "fullName", b."phone", b."status", b."ride_stage" AS "rideStage",
              s."name" AS "serviceType", lower(b."vehicle_hold") AS "pickupAt"
         FROM "booking"."bookings" AS b
         JOIN "booking"."service_types" AS s ON s."id" = b."service_type_id"
        WHERE b."chauffeur_id" = $1
          AND ((b."date" BETWEEN $2 AND $3 AND b."status" IN ('confirmed', 'completed', 'no-show'))
               OR (b."status" = 'confirmed' AND b."ride_stage" IS NOT NULL))
        ORDER BY lower(b."vehicle_hold"), b."id"`,
      [driver.id, today, nextCalendarDay(today)],
    )) as (Omit<DriverRide, 'pickupAt'> & { pickupAt: Date })[];
    return rows.map((row) => ({ ...row, pickupAt: row.pickupAt.toISOString() }));
  }

  /** Moves his ride on one step; a ride he does not drive is a 404, as for a stranger. */
  async progress(id: number, step: RideProgress, driver: SessionUser): Promise<BookingEntity> {
    return this.changes.progress(id, step, userActor(driver), (booking) => {
      if (!drivesBooking(booking, { user: driver })) throw new NotFoundException(BOOKING_NOT_FOUND);
    });
  }
}
