import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CALENDAR_STATUSES,
  type AdminBookingsFilter,
  type AdminBookingsPage,
  type AdminBookingsQuery,
  type AdminCalendar,
  type AdminCalendarQuery,
  type AdminListQuery,
  type Booking,
  type BookingStats,
  type CalendarRide,
  type ContactMessage,
  type RecordPayment,
  type FlightDelay,
  type RescheduleBooking,
  type RideEvent,
  type SetBookingPrice,
  type UpdateBookingStatus,
  rideEventActorDisplay,
  rideEventSchema,
} from '@elite/contracts';
import type { SessionUser } from '@elite/nest-kit';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { BookingEntity, toBooking } from '../bookings/booking.entity';
import { BOOKING_NOT_FOUND, BookingChangesService } from '../bookings/booking-changes.service';
import { userActor } from '../bookings/ride-events';
import { ServiceTypeEntity } from '../catalogue/service-type.entity';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import { ContactMessageEntity, toContactMessage } from '../contact/contact-message.entity';
import { ReceiptsService, type PdfFile } from '../receipts/receipts.service';

/** What the calendar's query reads beside the booking's columns. */
interface CalendarRow {
  booking_id: number;
  service_type: string;
  hold_start: Date;
  hold_end: Date;
  clashes_with: number[];
}

export type PageQuery = Pick<AdminListQuery, 'limit' | 'offset'>;

/** How many bookings the CSV export reads at a time: its memory stays small whatever it exports. */
const EXPORT_BATCH = 500;

@Injectable()
export class AdminService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly changes: BookingChangesService,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    private readonly receipts: ReceiptsService,
  ) {}

  /** A page of the bookings the filter keeps, and how many it keeps in all (docs/product.md §2, "The console"). */
  async listBookings(query: AdminBookingsQuery): Promise<AdminBookingsPage> {
    const { page, pageSize } = query;
    const [rows, total] = await this.filtered(query)
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: rows.map(toBooking), total, page, pageSize };
  }

  /** Every booking the filter keeps, in its order, read a batch at a time (the CSV export streams them). */
  async *everyBooking(filter: AdminBookingsFilter): AsyncGenerator<Booking> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await this.filtered(filter).skip(offset).take(EXPORT_BATCH).getMany();
      for (const row of rows) yield toBooking(row);
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  /**
   * The filter as a query: one status, a ride day range, and a text found in the customer's name,
   * e-mail or phone (its digits, however written), a place or the id ('41'), or one booking ('#41');
   * in an order, the id breaking ties.
   */
  private filtered(filter: AdminBookingsFilter): SelectQueryBuilder<BookingEntity> {
    const query = this.bookings.createQueryBuilder('booking');
    if (filter.status) query.andWhere('booking.status = :status', { status: filter.status });
    if (filter.from) query.andWhere('booking.date >= :from', { from: filter.from });
    if (filter.to) query.andWhere('booking.date <= :to', { to: filter.to });
    const byNumber = filter.q?.match(/^#(\d{1,9})$/);
    if (byNumber) query.andWhere('booking.id = :id', { id: Number(byNumber[1]) });
    else if (filter.q) {
      const text = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = filter.q.replace(/\D/g, '');
      query.andWhere(
        new Brackets((where) => {
          for (const column of ['fullName', 'email', 'phone', 'pickupLocation', 'dropoffLocation'])
            where.orWhere(`booking.${column} ILIKE :text`, { text });
          if (digits.length >= 3)
            where.orWhere(`regexp_replace(booking.phone, '\\D', '', 'g') LIKE :digits`, {
              digits: `%${digits}%`,
            });
          if (/^\d{1,9}$/.test(filter.q!)) where.orWhere('booking.id = :id', { id: Number(filter.q) });
        }),
      );
    }
    const order = filter.order === 'asc' ? 'ASC' : 'DESC';
    if (filter.sort === 'pickup') query.orderBy('booking.date', order).addOrderBy('booking.time', order);
    else query.orderBy('booking.createdAt', order);
    return query.addOrderBy('booking.id', order);
  }

  /**
   * The van's calendar (docs/product.md §2, "The console"): the pending, confirmed and completed rides
   * whose hold meets the days `from`–`to` in the business zone, by hold start; a pending request
   * lists the confirmed rides its hold overlaps. One van and one chauffeur: a clash is any vehicle's.
   */
  async calendar({ from, to }: AdminCalendarQuery): Promise<AdminCalendar> {
    const timeZone = this.config.BUSINESS_TIME_ZONE;
    const { entities, raw } = await this.bookings
      .createQueryBuilder('booking')
      .innerJoin(ServiceTypeEntity, 'serviceType', 'serviceType.id = booking.serviceTypeId')
      .addSelect('serviceType.name', 'service_type')
      .addSelect('lower(booking.vehicleHold)', 'hold_start')
      .addSelect('upper(booking.vehicleHold)', 'hold_end')
      .addSelect(
        `CASE WHEN booking.status = 'pending' THEN ARRAY(
           SELECT other.id FROM "booking"."bookings" other
            WHERE other.status = 'confirmed' AND other.vehicle_hold && booking.vehicle_hold
            ORDER BY lower(other.vehicle_hold), other.id) ELSE '{}' END`,
        'clashes_with',
      )
      .where('booking.status IN (:...statuses)', { statuses: CALENDAR_STATUSES })
      .andWhere(
        `booking.vehicleHold && tstzrange(
           CAST(:from AS date)::timestamp AT TIME ZONE :zone,
           (CAST(:to AS date) + 1)::timestamp AT TIME ZONE :zone, '[)')`,
        { from, to, zone: timeZone },
      )
      .orderBy('lower(booking.vehicleHold)')
      .addOrderBy('booking.id')
      .getRawAndEntities<CalendarRow>();
    const extra = new Map(raw.map((row) => [row.booking_id, row]));
    return {
      timeZone,
      from,
      to,
      rides: entities.map((booking) => {
        const row = extra.get(booking.id)!;
        return {
          id: booking.id,
          status: booking.status as CalendarRide['status'],
          priceState: booking.priceState,
          fullName: booking.fullName,
          phone: booking.phone,
          serviceTypeId: booking.serviceTypeId,
          serviceType: row.service_type,
          pickupLocation: booking.pickupLocation,
          dropoffLocation: booking.dropoffLocation,
          date: booking.date,
          time: booking.time,
          holdStart: new Date(row.hold_start).toISOString(),
          holdEnd: new Date(row.hold_end).toISOString(),
          clashesWith: row.clashes_with.map(Number),
        };
      }),
    };
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
        .addSelect("COUNT(*) FILTER (WHERE booking.status = 'no-show')::int", 'no-show')
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
    // An aggregate without GROUP BY always answers its one row.
    const { month, bookedRevenueCents, completedRevenueCents, ...byStatus } = counts!;
    return {
      ...byStatus,
      messages,
      month,
      bookedRevenueCents: Number(bookedRevenueCents),
      completedRevenueCents: Number(completedRevenueCents),
    };
  }

  /** pending → confirmed → completed, or cancelled (docs/product.md §3), and why when staff say. */
  async changeStatus(
    id: number,
    { status, reason }: UpdateBookingStatus,
    staff: SessionUser,
  ): Promise<Booking> {
    return toBooking(await this.changes.change(id, status, userActor(staff), { reason }));
  }

  async reschedule(id: number, when: RescheduleBooking, staff: SessionUser): Promise<Booking> {
    return toBooking(await this.changes.reschedule(id, when, userActor(staff)));
  }

  async flightDelayed(id: number, delay: FlightDelay, staff: SessionUser): Promise<Booking> {
    return toBooking(await this.changes.flightDelayed(id, delay, userActor(staff)));
  }

  async setPrice(id: number, price: SetBookingPrice, staff: SessionUser): Promise<Booking> {
    return toBooking(await this.changes.setPrice(id, price, userActor(staff)));
  }

  async assignChauffeur(id: number, chauffeurId: number | null, staff: SessionUser): Promise<Booking> {
    return toBooking(await this.changes.assignChauffeur(id, chauffeurId, userActor(staff)));
  }

  async recordPayment(id: number, payment: RecordPayment, staff: SessionUser): Promise<Booking> {
    return toBooking(await this.changes.recordPayment(id, payment, userActor(staff)));
  }

  /** The ride's history, oldest first, with who made each change as the console names them; 404 for no such ride. */
  async rideEvents(id: number): Promise<RideEvent[]> {
    if (!(await this.bookings.existsBy({ id }))) throw new NotFoundException(BOOKING_NOT_FOUND);
    const rows: RideEventRow[] = await this.bookings.query(
      `SELECT "id", "booking_id", "kind", "actor_role", "actor_user_id", "actor_name", "from_value", "to_value", "reason", "at"
       FROM "booking"."ride_events" WHERE "booking_id" = $1 ORDER BY "id"`,
      [id],
    );
    return rows.map(toRideEvent);
  }

  statement(month: string, email: string): Promise<PdfFile> {
    return this.receipts.statement(month, email);
  }
}

/** A row of `booking.ride_events` as the driver reads it. */
interface RideEventRow {
  id: string;
  booking_id: number;
  kind: string;
  actor_role: string;
  actor_user_id: number | null;
  actor_name: string | null;
  from_value: unknown;
  to_value: unknown;
  reason: string | null;
  at: Date;
}

/** A history row as the API answers it, checked against contracts' schema (a bigserial id comes as text). */
function toRideEvent(row: RideEventRow): RideEvent {
  const actor = rideEventSchema.shape.actor.omit({ display: true }).parse({
    role: row.actor_role,
    userId: row.actor_user_id,
  });
  return rideEventSchema.parse({
    id: Number(row.id),
    bookingId: row.booking_id,
    kind: row.kind,
    at: row.at.toISOString(),
    actor: { ...actor, display: rideEventActorDisplay({ ...actor, name: row.actor_name }) },
    from: row.from_value,
    to: row.to_value,
    reason: row.reason,
  });
}
