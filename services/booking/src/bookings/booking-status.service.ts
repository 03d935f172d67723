import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EVENT_TYPES, canTransition, type BookingStatus } from '@elite/contracts';
import { OutboxService } from '@elite/nest-kit';
import type { DataSource } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { AvailabilityService, isVehicleHoldClash } from './availability.service';
import { BookingEntity, toRideSummary } from './booking.entity';

export const BOOKING_NOT_FOUND = 'Booking not found';

export function transitionRefusal(from: BookingStatus, to: BookingStatus): string {
  return `Cannot change a ${from} booking to ${to}`;
}

/** Throws when the caller may not make this change to the locked booking (its own 404 or 409). */
export type StatusChangeCheck = (booking: BookingEntity) => void;

/** The one way a booking's status changes: staff in the dashboard, the customer on the ride's page. */
@Injectable()
export class BookingStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly catalogue: CatalogueService,
    private readonly availability: AvailabilityService,
  ) {}

  /**
   * Moves a booking along its lifecycle and announces it. The row is locked so two callers cannot
   * both act on the same old status, and the event commits with the change or not at all. A
   * confirmation that would put the van in two confirmed rides at once is a 409 naming the other ride.
   */
  async change(id: number, to: BookingStatus, check?: StatusChangeCheck): Promise<BookingEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const booking = await manager.findOne(BookingEntity, {
          where: { id },
          lock: { mode: 'pessimistic_write' },
        });
        if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
        check?.(booking);
        const from = booking.status;
        if (!canTransition(from, to)) throw new ConflictException(transitionRefusal(from, to));
        // Confirmations of one vehicle queue here: two that clash would otherwise each wait for the
        // other inside the exclusion check (a deadlock); in turn, the later one gets the constraint's 409.
        if (to === 'confirmed')
          await manager.query(`SELECT 1 FROM "booking"."vehicles" WHERE "id" = $1 FOR NO KEY UPDATE`, [
            booking.vehicleId,
          ]);
        await manager.update(BookingEntity, { id }, { status: to });
        await this.outbox.publish(manager, EVENT_TYPES.bookingStatusChanged, {
          bookingId: id,
          userId: booking.userId,
          from,
          to,
          ride: toRideSummary(
            booking,
            await this.catalogue.rideNames(booking.serviceTypeId, booking.vehicleId),
          ),
        });
        return Object.assign(booking, { status: to });
      });
    } catch (error) {
      if (isVehicleHoldClash(error)) throw await this.availability.confirmClash(this.dataSource.manager, id);
      throw error;
    }
  }
}
