import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AGREED_PRICE_STATES,
  EVENT_TYPES,
  NO_FLIGHT_TO_DELAY,
  PAYMENT_IN_FUTURE,
  canTransition,
  pickupAfterLanding,
  centsToDollars,
  dollarsToCents,
  nextRideProgress,
  shownPriceLines,
  type BookingStatus,
  type RideProgress,
  type RideStage,
  type RideSummary,
  type FlightDelay,
  type RideEventActor,
  type RecordPayment,
  type RescheduleBooking,
  type SetBookingPrice,
} from '@elite/contracts';
import { OutboxService } from '@elite/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { holdRange, vanTakenMessage } from './availability';
import { ChauffeursClient } from '../driver/chauffeurs.client';
import { AvailabilityService, holdClash } from './availability.service';
import { BookingEntity, toBooking, toRideSummary } from './booking.entity';
import { recordRideEvent, type UserActor } from './ride-events';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const RESCHEDULE_CLOSED = (status: BookingStatus) => `Cannot reschedule a ${status} booking`;
/** Why a price change is refused (docs/product.md §10). */
export const PRICE_REFUSALS = {
  notAgreed:
    'This ride has no price the customer agreed to yet: set its price, and confirm it once the customer accepts it',
  closed: (status: BookingStatus) =>
    `Cannot set the price of a ${status} booking: only a pending ride's price can change`,
  nothingOffered: 'There is no price waiting for your answer on this ride.',
} as const;
/** Why recording a payment is refused (docs/product.md §11). */
export const PAYMENT_REFUSAL = (status: BookingStatus) =>
  `Cannot record a payment for a ${status} booking: only a confirmed or completed ride is paid`;
/** How far ahead of the server's clock a payment time may be: a browser's clock a little fast is not "the future". */
const PAID_AT_CLOCK_SKEW_MS = 60_000;

/** The booking, its row locked until the transaction ends; 404 when there is none. */
async function lockedBooking(manager: EntityManager, id: number): Promise<BookingEntity> {
  const booking = await manager.findOne(BookingEntity, {
    where: { id },
    lock: { mode: 'pessimistic_write' },
  });
  if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
  return booking;
}

/**
 * The completed ride's receipt number, the counter's next, and when: the counter's row stays locked
 * until the completion commits, so numbers are given in turn, and one rolled back is given again.
 */
async function issueReceipt(manager: EntityManager): Promise<{ receiptNumber: number; completedAt: Date }> {
  const [row] = (await manager.query(
    // A SELECT around the UPDATE, so that the driver answers its rows (an UPDATE answers [rows, count]).
    `WITH "next" AS (UPDATE "booking"."receipt_counter" SET "last_number" = "last_number" + 1 RETURNING "last_number")
     SELECT "last_number", now() AS "now" FROM "next"`,
  )) as [{ last_number: number; now: Date }];
  return { receiptNumber: row.last_number, completedAt: row.now };
}

/** Changes to one vehicle's holds queue on its row; see the exclusion constraint (docs/architecture.md §5). */
async function lockVehicle(manager: EntityManager, vehicleId: number): Promise<void> {
  await manager.query(`SELECT 1 FROM "booking"."vehicles" WHERE "id" = $1 FOR NO KEY UPDATE`, [vehicleId]);
}

/**
 * A chauffeur's changes queue too: the exclusion check of two rides of his would otherwise wait for
 * each other. Taken after the vehicle's lock, always in that order. (An advisory lock: chauffeurs have
 * no row in this schema; 26 is this lock's class.)
 */
async function lockChauffeur(manager: EntityManager, chauffeurId: number | null): Promise<void> {
  if (chauffeurId !== null) await manager.query(`SELECT pg_advisory_xact_lock(26, $1)`, [chauffeurId]);
}

/** Why a chauffeur is not assigned, or a step not taken (docs/product.md §12). */
export const CHAUFFEUR_REFUSALS = {
  closed: (status: BookingStatus) => `Cannot assign a chauffeur to a ${status} booking`,
  notConfirmed: (status: BookingStatus) => `This ride is ${status}: only a confirmed ride can move on`,
  outOfTurn: (stage: RideStage | null, step: RideProgress) =>
    `This ride is ${stage ? STAGE_NAMES[stage] : 'not started'}: "${STEP_NAMES[step]}" cannot come next`,
} as const;
const STAGE_NAMES: Record<RideStage, string> = {
  'on-the-way': 'on the way',
  'on-location': 'on location',
  'on-board': 'with its passenger on board',
};
const STEP_NAMES: Record<RideProgress, string> = {
  'on-the-way': 'On the way',
  'on-location': 'On location',
  'on-board': 'Passenger on board',
  completed: 'Completed',
  'no-show': 'No-show',
};

export function transitionRefusal(from: BookingStatus, to: BookingStatus): string {
  return `Cannot change a ${from} booking to ${to}`;
}

/** Throws when the caller may not make this change to the locked booking (its own 404 or 409). */
export type StatusChangeCheck = (booking: BookingEntity) => void;

/** A status change's caller check, and why it is made (kept in the ride's history). */
export interface StatusChangeOptions {
  check?: StatusChangeCheck;
  reason?: string | null;
}

/** The booking's values of the fields a move changes: what the history keeps as "from". */
function movedFields<T extends object>(booking: BookingEntity, change: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(change).map((field) => [field, booking[field as keyof BookingEntity]]),
  );
}

/** A total in cents as the history keeps it: dollars, or null when the ride had none. */
const totalOf = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/**
 * The changes made to a booking after it is made, each under the row's lock with its event and its
 * row of the ride's history in the same transaction: its status (staff in the dashboard, the customer
 * on the ride's page) and, by staff, its date and time, its price and its payment.
 */
@Injectable()
export class BookingChangesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly catalogue: CatalogueService,
    private readonly availability: AvailabilityService,
    private readonly chauffeurs: ChauffeursClient,
  ) {}

  /** The ride as its events tell it, with the catalogue's names, read in the change's transaction. */
  private async rideOf(manager: EntityManager, booking: BookingEntity): Promise<RideSummary> {
    return toRideSummary(
      booking,
      await this.catalogue.rideNames(booking.serviceTypeId, booking.vehicleId, manager),
    );
  }

  /**
   * Moves a booking along its lifecycle and announces it. The row is locked so two callers cannot
   * both act on the same old status, and the event commits with the change or not at all. A
   * confirmation that would put the van in two confirmed rides at once is a 409 naming the other ride.
   */
  async change(
    id: number,
    to: BookingStatus,
    actor: RideEventActor,
    { check, reason }: StatusChangeOptions = {},
  ): Promise<BookingEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const booking = await lockedBooking(manager, id);
        check?.(booking);
        const from = booking.status;
        if (!canTransition(from, to)) throw new ConflictException(transitionRefusal(from, to));
        if (to === 'confirmed' && !AGREED_PRICE_STATES.includes(booking.priceState))
          throw new ConflictException(PRICE_REFUSALS.notAgreed);
        // Confirmations of one vehicle queue here: two that clash would otherwise each wait for the
        // other inside the exclusion check (a deadlock); in turn, the later one gets the constraint's 409.
        if (to === 'confirmed') {
          await lockVehicle(manager, booking.vehicleId);
          await lockChauffeur(manager, booking.chauffeurId);
        }
        const version = booking.version + 1;
        const completion = to === 'completed' ? await issueReceipt(manager) : {};
        await manager.update(BookingEntity, { id }, { status: to, version, ...completion });
        Object.assign(booking, completion);
        await recordRideEvent(manager, {
          bookingId: id,
          kind: 'status-changed',
          actor,
          from: { status: from },
          to: { status: to },
          reason,
        });
        await this.outbox.publish(manager, EVENT_TYPES.bookingStatusChanged, {
          bookingId: id,
          userId: booking.userId,
          version,
          from,
          to,
          ride: await this.rideOf(manager, booking),
        });
        return Object.assign(booking, { status: to, version });
      });
    } catch (error) {
      const clash = holdClash(error);
      if (clash) throw await this.availability.holdClash(this.dataSource.manager, id, clash);
      throw error;
    }
  }

  /**
   * Staff assign a chauffeur to a pending or confirmed ride, or none (docs/product.md §12). His name and
   * phone are kept with the ride as identity gives them now; a confirmed ride is refused (409, naming
   * the other ride) when he already drives a confirmed one then.
   */
  async assignChauffeur(
    id: number,
    chauffeurId: number | null,
    actor: RideEventActor,
  ): Promise<BookingEntity> {
    const chauffeur = chauffeurId === null ? null : await this.chauffeurs.get(chauffeurId);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const booking = await lockedBooking(manager, id);
        if (booking.status !== 'pending' && booking.status !== 'confirmed')
          throw new ConflictException(CHAUFFEUR_REFUSALS.closed(booking.status));
        if (booking.status === 'confirmed') {
          await lockVehicle(manager, booking.vehicleId);
          await lockChauffeur(manager, chauffeurId);
        }
        const change = {
          chauffeurId,
          chauffeurName: chauffeur?.name ?? null,
          chauffeurPhone: chauffeur?.phone ?? null,
        };
        if (booking.chauffeurId === chauffeurId) return booking;
        await manager.update(BookingEntity, { id }, change);
        await recordRideEvent(manager, {
          bookingId: id,
          kind: 'chauffeur-assigned',
          actor,
          from: { chauffeur: booking.chauffeurName },
          to: { chauffeur: change.chauffeurName },
        });
        return Object.assign(booking, change);
      });
    } catch (error) {
      if (holdClash(error) === 'chauffeur' && chauffeur)
        throw await this.availability.holdClash(this.dataSource.manager, id, 'chauffeur', chauffeur);
      throw error;
    }
  }

  /**
   * The chauffeur moves his confirmed ride on (docs/product.md §12): On the way → On location →
   * Passenger on board → Completed, or No-show from On location. A stage is kept on the ride and
   * announced (`booking.ride-progress`); Completed and No-show are status changes, with their own events.
   * `check` refuses (404) a ride that is not his.
   */
  async progress(
    id: number,
    step: RideProgress,
    actor: RideEventActor,
    check: StatusChangeCheck,
  ): Promise<BookingEntity> {
    const inTurn: StatusChangeCheck = (booking) => {
      check(booking);
      if (booking.status !== 'confirmed')
        throw new ConflictException(CHAUFFEUR_REFUSALS.notConfirmed(booking.status));
      if (!nextRideProgress(booking.rideStage).includes(step))
        throw new ConflictException(CHAUFFEUR_REFUSALS.outOfTurn(booking.rideStage, step));
    };
    if (step === 'completed' || step === 'no-show') return this.change(id, step, actor, { check: inTurn });
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockedBooking(manager, id);
      inTurn(booking);
      const version = booking.version + 1;
      await manager.update(BookingEntity, { id }, { rideStage: step, version });
      await recordRideEvent(manager, {
        bookingId: id,
        kind: 'ride-progress',
        actor,
        from: { stage: booking.rideStage },
        to: { stage: step },
      });
      Object.assign(booking, { rideStage: step, version });
      await this.outbox.publish(manager, EVENT_TYPES.bookingRideProgress, {
        bookingId: id,
        userId: booking.userId,
        version,
        stage: step,
        ride: await this.rideOf(manager, booking),
      });
      return booking;
    });
  }

  /**
   * Staff set a pending ride's price (docs/product.md §10): a ride priced on request, or an instant
   * price changed before confirming. The lines and the reason are kept (`price_changes`, with who set
   * it), the price stands offered until the customer accepts it, and `booking.price-offered` sends
   * them the quote.
   */
  async setPrice(id: number, price: SetBookingPrice, staff: UserActor): Promise<BookingEntity> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockedBooking(manager, id);
      if (booking.status !== 'pending') throw new ConflictException(PRICE_REFUSALS.closed(booking.status));
      const lines = price.lines.map(({ label, amount }) => ({ label, amountCents: dollarsToCents(amount) }));
      const totalPriceCents = lines.reduce((total, line) => total + line.amountCents, 0);
      const version = booking.version + 1;
      const change = { totalPriceCents, priceLines: lines, priceState: 'offered' as const, version };
      await manager.update(BookingEntity, { id }, change);
      await manager.query(
        `INSERT INTO "booking"."price_changes" ("booking_id", "total_price_cents", "price_lines", "reason", "changed_by")
         VALUES ($1, $2, $3, $4, $5)`,
        [id, totalPriceCents, JSON.stringify(lines), price.reason, staff.userId],
      );
      await recordRideEvent(manager, {
        bookingId: id,
        kind: 'price-set',
        actor: staff,
        from: {
          total: totalOf(booking.totalPriceCents),
          lines: booking.priceLines === null ? [] : shownPriceLines(booking.priceLines),
          priceState: booking.priceState,
        },
        to: { total: totalOf(totalPriceCents), lines: shownPriceLines(lines), priceState: 'offered' },
        reason: price.reason,
      });
      Object.assign(booking, change);
      await this.outbox.publish(manager, EVENT_TYPES.bookingPriceOffered, {
        bookingId: id,
        userId: booking.userId,
        version,
        status: booking.status,
        lines: shownPriceLines(lines),
        ride: await this.rideOf(manager, booking),
      });
      return booking;
    });
  }

  /**
   * Staff record how a confirmed or completed ride was paid on the day (docs/product.md §11): the
   * booking holds the latest record, `payment_records` every one with who made it. Nothing is sent:
   * the receipt, downloaded later, says so.
   */
  async recordPayment(
    id: number,
    payment: RecordPayment,
    staff: UserActor,
    now = new Date(),
  ): Promise<BookingEntity> {
    const paidAt = new Date(payment.paidAt);
    if (paidAt.getTime() > now.getTime() + PAID_AT_CLOCK_SKEW_MS)
      throw new BadRequestException({
        message: 'Validation failed',
        errors: [{ path: 'paidAt', message: PAYMENT_IN_FUTURE }],
      });
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockedBooking(manager, id);
      if (booking.status !== 'confirmed' && booking.status !== 'completed')
        throw new ConflictException(PAYMENT_REFUSAL(booking.status));
      const change = {
        paidMethod: payment.method,
        paidAmountCents: dollarsToCents(payment.amount),
        paidAt,
      };
      await manager.update(BookingEntity, { id }, change);
      await manager.query(
        `INSERT INTO "booking"."payment_records" ("booking_id", "method", "amount_cents", "paid_at", "recorded_by")
         VALUES ($1, $2, $3, $4, $5)`,
        [id, change.paidMethod, change.paidAmountCents, paidAt, staff.userId],
      );
      const before = toBooking(booking).payment;
      Object.assign(booking, change);
      await recordRideEvent(manager, {
        bookingId: id,
        kind: 'payment-recorded',
        actor: staff,
        from: before,
        to: toBooking(booking).payment,
      });
      return booking;
    });
  }

  /**
   * The customer accepts the price staff offered; the ride may then be confirmed. Nothing is sent
   * (staff see it on the dashboard), so the booking's version, which orders its e-mails, stays.
   */
  async acceptPrice(id: number, actor: RideEventActor, check: StatusChangeCheck): Promise<BookingEntity> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await lockedBooking(manager, id);
      check(booking);
      if (booking.priceState !== 'offered') throw new ConflictException(PRICE_REFUSALS.nothingOffered);
      await manager.update(BookingEntity, { id }, { priceState: 'accepted' });
      const total = totalOf(booking.totalPriceCents);
      await recordRideEvent(manager, {
        bookingId: id,
        kind: 'price-accepted',
        actor,
        from: { priceState: 'offered', total },
        to: { priceState: 'accepted', total },
      });
      return Object.assign(booking, { priceState: 'accepted' as const });
    });
  }

  /**
   * Staff move a pending or confirmed ride to another date and time: the date and time must be bookable
   * (docs/product.md §5) and the van free then (its own old hold aside); announces `booking.rescheduled` with the ride as it is now.
   */
  async reschedule(
    id: number,
    { reason, ...when }: RescheduleBooking,
    actor: RideEventActor,
    now = new Date(),
  ): Promise<BookingEntity> {
    const errors = this.availability.pickupErrors(when, now);
    if (errors.length) throw new BadRequestException({ message: 'Validation failed', errors });
    return this.move(id, () => when, { actor, reason }, now);
  }

  /**
   * Staff say an airport pick-up's flight lands at another time (docs/product.md §2, "Flight delayed"):
   * the ride moves to the new landing plus the free waiting it was booked with, by the reschedule's
   * rules, and the landing is stored with it. A ride without a flight and a landing time is a 400.
   */
  async flightDelayed(
    id: number,
    delay: FlightDelay,
    actor: RideEventActor,
    now = new Date(),
  ): Promise<BookingEntity> {
    return this.move(
      id,
      (booking) => {
        if (
          !booking.flightNumber ||
          !booking.landingDate ||
          !booking.landingTime ||
          booking.freeWaitingMinutes === null
        )
          throw new BadRequestException(NO_FLIGHT_TO_DELAY);
        const landing = { date: delay.landingDate ?? booking.landingDate, time: delay.landingTime };
        const pickup = pickupAfterLanding(landing, booking.freeWaitingMinutes, this.availability.timeZone);
        const errors = this.availability
          .pickupErrors(pickup, now)
          .map((error) => ({ ...error, path: error.path === 'date' ? 'landingDate' : 'landingTime' }));
        if (errors.length) throw new BadRequestException({ message: 'Validation failed', errors });
        return { ...pickup, landingDate: landing.date, landingTime: landing.time };
      },
      { actor, reason: delay.reason },
      now,
    );
  }

  /**
   * Moves a pending or confirmed ride to what `moveOf` makes of it under the row's lock (its date and
   * time, and what else changes with them), the van free then (its own old hold aside); announces
   * `booking.rescheduled` with the ride as it is now. Nothing changed, nothing is announced.
   */
  private async move(
    id: number,
    moveOf: (
      booking: BookingEntity,
    ) => Omit<RescheduleBooking, 'reason'> & Partial<Pick<BookingEntity, 'landingDate' | 'landingTime'>>,
    { actor, reason }: { actor: RideEventActor; reason?: string | null },
    now: Date,
  ): Promise<BookingEntity> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const booking = await lockedBooking(manager, id);
        if (booking.status !== 'pending' && booking.status !== 'confirmed')
          throw new ConflictException(RESCHEDULE_CLOSED(booking.status));
        const change = moveOf(booking);
        if (Object.entries(change).every(([field, value]) => booking[field as keyof typeof change] === value))
          return booking;
        const names = await this.catalogue.rideNames(booking.serviceTypeId, booking.vehicleId, manager);
        const moved = { date: change.date, time: change.time, isRoundTrip: booking.isRoundTrip };
        const hold = this.availability.hold(moved, names.serviceTypeValue);
        await lockVehicle(manager, booking.vehicleId);
        if (booking.status === 'confirmed') await lockChauffeur(manager, booking.chauffeurId);
        await this.availability.assertFree(manager, booking.vehicleId, moved, hold, now, booking.id);
        const version = booking.version + 1;
        await manager.update(BookingEntity, { id }, { ...change, version, vehicleHold: holdRange(hold) });
        await recordRideEvent(manager, {
          bookingId: id,
          kind: 'rescheduled',
          actor,
          from: movedFields(booking, change),
          to: change,
          reason,
        });
        Object.assign(booking, change, { version });
        await this.outbox.publish(manager, EVENT_TYPES.bookingRescheduled, {
          bookingId: id,
          userId: booking.userId,
          version,
          status: booking.status,
          ride: toRideSummary(booking, names),
        });
        return booking;
      });
    } catch (error) {
      // The vehicle's lock makes this rare: a confirmation that slipped in between the check and the update.
      const clash = holdClash(error);
      if (clash === 'vehicle') throw new ConflictException(vanTakenMessage([]));
      if (clash) throw await this.availability.holdClash(this.dataSource.manager, id, clash);
      throw error;
    }
  }
}
