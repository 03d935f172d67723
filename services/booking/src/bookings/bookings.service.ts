import { createHash } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONTACT_DETAILS,
  EVENT_TYPES,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_REUSED,
  REPLAYED_BOOKING_NOTICE,
  type Booking,
  type GeoPoint,
  type BookingVisibility,
  type CreateBooking,
  type CreateBookingResponse,
  type FieldError,
  type FlightPickup,
  type MagicLinkBooking,
  type Price,
  type ReceiptFile,
  centsToDollars,
  hasEnded,
  pickupInstant,
  pricingKindOf,
  ridePagePath,
  withRewardsCredit,
} from '@elite/contracts';
import { OutboxService, SecretSealer, rideCalendar, type SessionUser } from '@elite/nest-kit';
import type { EntityManager, Repository } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import { MagicLinksClient } from '../magic-links/magic-links.client';
import { QuotesService } from '../quotes/quotes.service';
import { RewardsCreditClient } from '../quotes/rewards-credit.client';
import { ReceiptsService, type PdfFile } from '../receipts/receipts.service';
import { hashAccessToken, newAccessToken } from './access-token';
import { holdRange, type VehicleHold } from './availability';
import { AvailabilityService } from './availability.service';
import { BOOKING_NOT_FOUND, BookingChangesService } from './booking-changes.service';
import {
  BookingEntity,
  toBooking,
  toMagicLinkBooking,
  toRideSummary,
  type RideNames,
} from './booking.entity';
import { PlacesService } from '../places/places.service';
import {
  canSeeBooking,
  cancelRefusal,
  cancellableUntil,
  drivesBooking,
  type BookingViewer,
} from './booking-rules';
import { callerActor, recordRideEvent } from './ride-events';

export const CANCEL_REFUSALS = {
  cancelled: 'This ride is already cancelled.',
  completed: 'This ride is completed and can no longer be cancelled.',
  cutoff: `It is too late to cancel this ride online. Please call us on ${CONTACT_DETAILS.liveAgentPhone}.`,
} as const;

/** A ride as an iCalendar file, and the name it is saved under. */
export interface RideCalendarFile {
  filename: string;
  body: string;
}

/** A booking about to be stored, with what was derived from it before the transaction. */
interface NewRide {
  /** The request, its date and time the pick-up a landing sets when it has one. */
  input: CreateBooking;
  flight: FlightPickup | null;
  names: RideNames;
  hold: VehicleHold;
  /** Worked out here, never taken from the request (docs/product.md §10); null: priced on request. */
  price: Price | null;
  now: Date;
  /** Set once rewards credit was claimed for the booking stored: given back if that booking is not kept. */
  creditClaimedFor?: number;
}

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly catalogue: CatalogueService,
    private readonly outbox: OutboxService,
    private readonly availability: AvailabilityService,
    private readonly statuses: BookingChangesService,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    private readonly magicLinks: MagicLinksClient,
    private readonly sealer: SecretSealer,
    private readonly quotes: QuotesService,
    private readonly credit: RewardsCreditClient,
    private readonly receipts: ReceiptsService,
    private readonly places: PlacesService,
  ) {}

  /**
   * Records a pending booking and hands back the one-time copy of its access token. With an
   * Idempotency-Key, a repeat of the same request (same caller, same body) gets that first booking
   * again, `replayed`, and no second one: also when the first answer never reached its client. The
   * repeat carries no token: none is kept to give, and an anonymous caller cannot be told apart from
   * anyone else who sends the same key (docs/architecture.md §6).
   */
  async create(
    input: CreateBooking,
    user: SessionUser | undefined,
    now = new Date(),
    idempotencyKey?: string,
  ): Promise<CreateBookingResponse & { replayed?: true }> {
    const choice = await this.catalogue.bookingChoice(input);
    const names = choice.names;
    // A landing time sets the pick-up (docs/product.md §5, "The airport promise"): checked as the
    // pick-up, and one already past is said of the landing time that set it.
    const flight = this.quotes.flight(input, names.serviceTypeValue);
    const trip = flight.pickup ? { ...input, date: flight.pickup.date, time: flight.pickup.time } : input;
    const errors: FieldError[] = [
      ...flight.errors,
      ...this.availability
        .pickupErrors(trip, now)
        .map((error) => (flight.pickup && error.path === 'time' ? { ...error, path: 'landingTime' } : error)),
      ...choice.errors,
    ];
    if (errors.length) throw new BadRequestException({ message: 'Validation failed', errors });

    const ride: NewRide = {
      input: trip,
      flight: flight.pickup,
      names,
      hold: this.availability.hold(trip, names.serviceTypeValue),
      price: this.quotes.price(trip, choice),
      now,
    };
    try {
      // A magic link it re-books from is spent as the transaction's last step (docs/architecture.md §5).
      return await this.magicLinks.spendWith<CreateBookingResponse & { replayed?: true }>(
        input.magicLinkToken,
        (spendLink) =>
          this.bookings.manager.transaction(async (manager) =>
            spendLink(
              idempotencyKey === undefined
                ? await this.insert(manager, ride, user)
                : await this.createOnce(manager, ride, user, idempotencyKey),
            ),
          ),
      );
    } catch (error) {
      // A booking not stored gives back the credit it claimed (docs/architecture.md, "Rewards credit").
      const claimed = ride.creditClaimedFor;
      if (claimed !== undefined && !(await this.stored(claimed)))
        await this.credit.release({ bookingId: claimed });
      throw error;
    }
  }

  /**
   * A signed-in client's instant price uses their rewards credit (docs/architecture.md, "Rewards
   * credit"): once the booking has its id, rewards hands over up to its total for that id under the
   * account's row lock (two bookings at once queue there; the second finds what the first left), and the
   * price gets its 'Rewards credit' line, all before the booking's transaction commits.
   */
  private async useCredit(
    bookings: Repository<BookingEntity>,
    booking: BookingEntity,
    ride: NewRide,
    user: SessionUser | undefined,
  ): Promise<void> {
    if (!user || !ride.price || ride.price.totalCents === 0) return;
    ride.creditClaimedFor = booking.id;
    const cents = await this.credit.claim({
      userId: user.id,
      bookingId: booking.id,
      maxCents: ride.price.totalCents,
    });
    if (cents === 0) return;
    const price = withRewardsCredit(ride.price, cents);
    booking.totalPriceCents = price.totalCents;
    booking.priceLines = price.lines;
    await bookings.save(booking, { transaction: false });
  }

  /**
   * Whether a booking whose transaction failed was stored all the same (a commit whose answer was
   * lost). When that cannot be known, it counts as stored: its credit is then kept, never spent twice.
   */
  private async stored(id: number): Promise<boolean> {
    try {
      return (await this.bookings.existsBy({ id })) === true;
    } catch {
      return true;
    }
  }

  /**
   * Stores the booking and its `booking.created` event in the caller's transaction: both or neither.
   * A ride that overlaps a confirmed one of its vehicle is refused (409) first; a signed-in client's
   * rewards credit is taken off its price. The token is kept as
   * its hash, and travels to notifications sealed: the answer holds the only clear copy.
   */
  private async insert(
    manager: EntityManager,
    ride: NewRide,
    user: SessionUser | undefined,
  ): Promise<CreateBookingResponse> {
    const { input, flight, names, hold, price, now } = ride;
    await this.availability.assertFree(manager, input.vehicleId, input, hold, now);
    const accessToken = newAccessToken();
    const bookings = manager.getRepository(BookingEntity);
    const booking = bookings.create({
      ...input,
      landingDate: flight?.landingDate ?? null,
      landingTime: flight?.landingTime ?? null,
      freeWaitingMinutes: flight?.freeWaitingMinutes ?? null,
      // Hours mean something for a charter only.
      hours: pricingKindOf(names.serviceTypeValue) === 'hourly' ? input.hours : null,
      totalPriceCents: price?.totalCents ?? null,
      priceLines: price?.lines ?? null,
      priceState: price ? 'booked' : 'on-request',
      status: 'pending',
      version: 1,
      userId: user?.id ?? null,
      accessTokenHash: hashAccessToken(accessToken),
      vehicleHold: holdRange(hold),
    });
    await bookings.save(booking, { transaction: false });
    await this.useCredit(bookings, booking, ride, user);
    await recordRideEvent(manager, {
      bookingId: booking.id,
      kind: 'booked',
      actor: callerActor({ user }),
      from: null,
      to: {
        status: booking.status,
        date: booking.date,
        time: booking.time,
        total: booking.totalPriceCents === null ? null : centsToDollars(booking.totalPriceCents),
        priceState: booking.priceState,
      },
    });
    await this.outbox.publish(manager, EVENT_TYPES.bookingCreated, {
      bookingId: booking.id,
      userId: booking.userId,
      version: booking.version,
      sealedAccessToken: await this.sealer.seal('booking-access-token', accessToken),
      ride: toRideSummary(booking, names),
    });
    return { ...toBooking(booking), accessToken };
  }

  /**
   * Claims the key, then books; a request whose key is already claimed waits for the claim's
   * transaction (the primary key makes it) and answers with the booking that one stored.
   */
  private async createOnce(
    manager: EntityManager,
    ride: NewRide,
    user: SessionUser | undefined,
    key: string,
  ): Promise<CreateBookingResponse & { replayed?: true }> {
    const { input } = ride;
    const scope = user ? `user:${user.id}` : 'anonymous';
    // The parsed body's JSON: its keys come in the schema's order, so the same booking hashes the same.
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    await manager.query(
      `DELETE FROM "booking"."idempotent_requests" WHERE "created_at" < now() - make_interval(hours => $1)`,
      [IDEMPOTENCY_KEY_HOURS],
    );
    const claimed: unknown[] = await manager.query(
      `INSERT INTO "booking"."idempotent_requests" ("scope", "key", "request_hash") VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING "key"`,
      [scope, key, requestHash],
    );
    if (claimed.length === 1) {
      const created = await this.insert(manager, ride, user);
      await manager.query(
        `UPDATE "booking"."idempotent_requests" SET "booking_id" = $3 WHERE "scope" = $1 AND "key" = $2`,
        [scope, key, created.id],
      );
      return created;
    }
    const [first] = (await manager.query(
      `SELECT "request_hash", "booking_id" FROM "booking"."idempotent_requests" WHERE "scope" = $1 AND "key" = $2`,
      [scope, key],
    )) as Array<{ request_hash: string; booking_id: number | null }>;
    if (!first || first.request_hash !== requestHash)
      throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
    const booking =
      first.booking_id === null ? null : await manager.findOneBy(BookingEntity, { id: first.booking_id });
    if (!booking) throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
    return { ...toBooking(booking), notice: REPLAYED_BOOKING_NOTICE, replayed: true };
  }

  /** A booking for someone allowed to see it; everyone else learns nothing, not even that it exists. */
  async findVisible(id: number, viewer: BookingViewer): Promise<Booking> {
    return this.forRidePage(await this.visibleEntity(id, viewer));
  }

  /**
   * The customer cancels on the ride's page (docs/product.md §7): whoever may see the booking, until
   * the cutoff before pickup. The same status change as staff make, so the same event and the van freed.
   */
  async cancel(id: number, viewer: BookingViewer, now = new Date()): Promise<Booking> {
    const booking = await this.statuses.change(id, 'cancelled', callerActor(viewer), {
      check: (locked) => {
        if (!canSeeBooking(locked, viewer)) throw new NotFoundException(BOOKING_NOT_FOUND);
        const refusal = cancelRefusal(locked.status, this.cancellableUntil(locked), now);
        if (refusal) throw new ConflictException(CANCEL_REFUSALS[refusal]);
      },
    });
    return this.forRidePage(booking);
  }

  /**
   * The customer accepts the price staff set on the ride's page (docs/product.md §10): whoever may see
   * the booking; the ride may then be confirmed at that price.
   */
  async acceptPrice(id: number, viewer: BookingViewer): Promise<Booking> {
    return this.forRidePage(
      await this.statuses.acceptPrice(id, callerActor(viewer), (locked) => {
        if (!canSeeBooking(locked, viewer)) throw new NotFoundException(BOOKING_NOT_FOUND);
      }),
    );
  }

  /**
   * The ride as a published .ics for whoever may see it (no attendee: a download, not an invitation);
   * a cancelled ride's file withdraws it from calendars.
   */
  async calendar(id: number, viewer: BookingViewer, now = new Date()): Promise<RideCalendarFile> {
    const booking = await this.visibleEntity(id, viewer);
    const names = await this.catalogue.rideNames(booking.serviceTypeId, booking.vehicleId);
    const site = new URL(this.config.PUBLIC_URL);
    const { text } = rideCalendar({
      bookingId: booking.id,
      ride: toRideSummary(booking, names),
      timeZone: this.availability.timeZone,
      // Only a caller who presented the token gets it back in the file's link.
      rideUrl: new URL(ridePagePath(booking.id, viewer.token), site).toString(),
      host: site.host,
      status: booking.status,
      version: booking.version,
      organizer: this.config.MAIL_FROM,
      delivery: 'download',
      now,
    });
    return { filename: `elite-transport-ride-${booking.id}.ics`, body: text };
  }

  /** A completed ride's receipt for whoever may see the ride, under the calendar file's rule; 409 before. */
  async receipt(id: number, viewer: BookingViewer): Promise<PdfFile> {
    return this.receipts.receipt(await this.visibleEntity(id, viewer));
  }

  /** The receipt for notifications, whoever asks (internal). */
  async receiptFile(id: number): Promise<ReceiptFile> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
    return this.receipts.receiptFile(booking);
  }

  private async visibleEntity(id: number, viewer: BookingViewer): Promise<BookingEntity> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking || !canSeeBooking(booking, viewer)) throw new NotFoundException(BOOKING_NOT_FOUND);
    return booking;
  }

  private pickupAt(booking: BookingEntity): Date {
    return pickupInstant(booking.date, booking.time, this.availability.timeZone);
  }

  private cancellableUntil(booking: BookingEntity): Date {
    return cancellableUntil(this.pickupAt(booking), this.config.CANCELLATION_CUTOFF);
  }

  /** The booking with what the ride's page needs to know, computed here so no screen re-implements it. */
  private forRidePage(booking: BookingEntity): Booking {
    const open = booking.status === 'pending' || booking.status === 'confirmed';
    return {
      ...toBooking(booking),
      pickupAt: this.pickupAt(booking).toISOString(),
      cancellableUntil: open ? this.cancellableUntil(booking).toISOString() : null,
      pickupPoint: this.pointOf(booking.pickupLocation),
      dropoffPoint: this.pointOf(booking.dropoffLocation),
    };
  }

  /** The place's point when the address is a place of the catalogue, else null (docs/product.md §12: the ETA). */
  private pointOf(address: string): GeoPoint | null {
    const place = this.places.named(address);
    return place ? { latitude: place.latitude, longitude: place.longitude } : null;
  }

  /** Whether a booking exists, whether a viewer may see it, and whether the ride has not ended yet. */
  async visibility(id: number, viewer: BookingViewer): Promise<BookingVisibility> {
    const booking = await this.bookings.findOne({
      where: { id },
      select: { id: true, userId: true, accessTokenHash: true, status: true, chauffeurId: true },
    });
    if (!booking) return { exists: false, allowed: false, live: false };
    const allowed = canSeeBooking(booking, viewer) || drivesBooking(booking, viewer);
    return { exists: true, allowed, live: !hasEnded(booking.status) };
  }

  async findById(id: number): Promise<Booking> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
    return toBooking(booking);
  }

  /** The most recent booking made with an e-mail address, for the magic-link service to re-book from. */
  async latestByEmail(email: string): Promise<MagicLinkBooking> {
    const booking = await this.bookings.findOne({
      where: { email },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
    return toMagicLinkBooking(booking);
  }
}
