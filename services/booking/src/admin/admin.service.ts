import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AdminListQuery,
  type Booking,
  type BookingStats,
  type BookingStatus,
  type ContactMessage,
  type RecordPayment,
  type RescheduleBooking,
  type SetBookingPrice,
} from '@elite/contracts';
import type { Repository } from 'typeorm';
import { BookingEntity, toBooking } from '../bookings/booking.entity';
import { BookingChangesService } from '../bookings/booking-changes.service';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import { ContactMessageEntity, toContactMessage } from '../contact/contact-message.entity';
import { ReceiptsService, type PdfFile } from '../receipts/receipts.service';

export type PageQuery = Pick<AdminListQuery, 'limit' | 'offset'>;

@Injectable()
export class AdminService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly changes: BookingChangesService,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    private readonly receipts: ReceiptsService,
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

  /**
   * The dashboard's cards (docs/product.md §2): counts, and this month's money in the company's time
   * zone. Booked: the held totals of bookings made this month, less the cancelled ones. Completed: the
   * held totals of completed rides picked up this month. A ride priced on request adds nothing until priced.
   */
  async stats(now = new Date()): Promise<BookingStats> {
    const [counts, messages] = await Promise.all([
      this.bookings
        .createQueryBuilder('booking')
        .setParameters({ now, zone: this.config.BUSINESS_TIME_ZONE })
        .select('COUNT(*)::int', 'total')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'pending')::int", 'pending')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'confirmed')::int", 'confirmed')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'completed')::int", 'completed')
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'cancelled')::int", 'cancelled')
        .addSelect("to_char(CAST(:now AS timestamptz) AT TIME ZONE :zone, 'YYYY-MM')", 'month')
        .addSelect(
          `COALESCE(SUM(booking.totalPriceCents) FILTER (WHERE booking.status <> 'cancelled'
            AND to_char(booking.createdAt AT TIME ZONE :zone, 'YYYY-MM') = to_char(CAST(:now AS timestamptz) AT TIME ZONE :zone, 'YYYY-MM')), 0)::bigint`,
          'bookedRevenueCents',
        )
        .addSelect(
          `COALESCE(SUM(booking.totalPriceCents) FILTER (WHERE booking.status = 'completed'
            AND left(booking.date, 7) = to_char(CAST(:now AS timestamptz) AT TIME ZONE :zone, 'YYYY-MM')), 0)::bigint`,
          'completedRevenueCents',
        )
        .getRawOne<
          Omit<BookingStats, 'messages' | 'bookedRevenueCents' | 'completedRevenueCents'> & {
            bookedRevenueCents: string;
            completedRevenueCents: string;
          }
        >(),
      this.messages.count(),
    ]);
    return {
      total: counts?.total ?? 0,
      pending: counts?.pending ?? 0,
      confirmed: counts?.confirmed ?? 0,
      completed: counts?.completed ?? 0,
      cancelled: counts?.cancelled ?? 0,
      messages,
      month: counts?.month ?? '',
      bookedRevenueCents: Number(counts?.bookedRevenueCents ?? 0),
      completedRevenueCents: Number(counts?.completedRevenueCents ?? 0),
    };
  }

  /** pending → confirmed → completed, or cancelled (docs/product.md §3). */
  async changeStatus(id: number, to: BookingStatus): Promise<Booking> {
    return toBooking(await this.changes.change(id, to));
  }

  async reschedule(id: number, when: RescheduleBooking): Promise<Booking> {
    return toBooking(await this.changes.reschedule(id, when));
  }

  async setPrice(id: number, price: SetBookingPrice, staffId: number): Promise<Booking> {
    return toBooking(await this.changes.setPrice(id, price, staffId));
  }

  async recordPayment(id: number, payment: RecordPayment, staffId: number): Promise<Booking> {
    return toBooking(await this.changes.recordPayment(id, payment, staffId));
  }

  statement(month: string, email: string): Promise<PdfFile> {
    return this.receipts.statement(month, email);
  }
}
