import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  EVENT_TYPES,
  canTransition,
  type AdminListQuery,
  type Booking,
  type BookingStats,
  type BookingStatus,
  type ContactMessage,
} from '@elite/contracts';
import { OutboxService } from '@elite/nest-kit';
import type { DataSource, Repository } from 'typeorm';
import { BookingEntity, toBooking, toRideSummary } from '../bookings/booking.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import { ContactMessageEntity, toContactMessage } from '../contact/contact-message.entity';

export type PageQuery = Pick<AdminListQuery, 'limit' | 'offset'>;

export function transitionRefusal(from: BookingStatus, to: BookingStatus): string {
  return `Cannot change a ${from} booking to ${to}`;
}

@Injectable()
export class AdminService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Newest first; the id breaks ties between bookings made in the same instant. */
  async listBookings(query: AdminListQuery): Promise<Booking[]> {
    const rows = await this.bookings.find({
      where: query.status ? { status: query.status } : undefined,
      order: { createdAt: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
    return rows.map(toBooking);
  }

  async listContactMessages(query: PageQuery): Promise<ContactMessage[]> {
    const rows = await this.messages.find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
    return rows.map(toContactMessage);
  }

  async stats(): Promise<BookingStats> {
    const [counts, messages] = await Promise.all([
      this.bookings
        .createQueryBuilder('booking')
        .select('COUNT(*)::int', 'total')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'pending')::int", 'pending')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'confirmed')::int", 'confirmed')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'completed')::int", 'completed')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'cancelled')::int", 'cancelled')
        .getRawOne<Omit<BookingStats, 'messages'>>(),
      this.messages.count(),
    ]);
    return {
      total: counts?.total ?? 0,
      pending: counts?.pending ?? 0,
      confirmed: counts?.confirmed ?? 0,
      completed: counts?.completed ?? 0,
      cancelled: counts?.cancelled ?? 0,
      messages,
    };
  }

  /**
   * Moves a booking along its lifecycle and announces it. The row is locked so two admins
   * cannot both act on the same old status, and the event commits with the change or not at all.
   */
  async changeStatus(id: number, to: BookingStatus): Promise<Booking> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOne(BookingEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
      const from = booking.status;
      if (!canTransition(from, to)) throw new ConflictException(transitionRefusal(from, to));
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
      return toBooking({ ...booking, status: to });
    });
  }
}
