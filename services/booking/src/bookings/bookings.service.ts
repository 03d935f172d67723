import { createHash } from 'node:crypto';
import {
  BadRequestException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  EVENT_TYPES,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_REUSED,
  type Booking,
  type CreateBooking,
  type CreateBookingResponse,
  type FieldError,
  type MagicLinkBooking,
} from '@elite/contracts';
import { OutboxService, type SessionUser } from '@elite/nest-kit';
import type { EntityManager, Repository } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { MagicLinksClient } from '../magic-links/magic-links.client';
import { hashAccessToken, newAccessToken } from './access-token';
import {
  BookingEntity,
  toBooking,
  toMagicLinkBooking,
  toRideSummary,
  type RideNames,
} from './booking.entity';
import { canSeeBooking, isBookableDate, type BookingViewer } from './booking-rules';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const PAST_DATE_MESSAGE = 'Date cannot be in the past';

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly catalogue: CatalogueService,
    private readonly outbox: OutboxService,
    private readonly magicLinks: MagicLinksClient,
  ) {}

  /**
   * Records a pending booking and hands back the one-time copy of its access token. With an
   * Idempotency-Key, a repeat of the same request (same caller, same body) gets that first answer
   * again, `replayed`, and no second booking: also when the first answer never reached its client.
   */
  async create(
    input: CreateBooking,
    user: SessionUser | undefined,
    now = new Date(),
    idempotencyKey?: string,
  ): Promise<CreateBookingResponse & { replayed?: true }> {
    const errors: FieldError[] = isBookableDate(input.date, now)
      ? []
      : [{ path: 'date', message: PAST_DATE_MESSAGE }];
    errors.push(...(await this.catalogue.bookingChoiceErrors(input.serviceTypeId, input.vehicleId)));
    if (errors.length) throw new BadRequestException({ message: 'Validation failed', errors });

    const names = await this.catalogue.rideNames(input.serviceTypeId, input.vehicleId);
    // A magic link it re-books from is spent as the transaction's last step (docs/architecture.md §5).
    return this.magicLinks.spendWith(input.magicLinkToken, (spendLink) =>
      this.bookings.manager.transaction(async (manager) =>
        spendLink(
          idempotencyKey === undefined
            ? await this.insert(manager, input, user, names)
            : await this.createOnce(manager, input, user, idempotencyKey, names),
        ),
      ),
    );
  }

  /** Stores the booking and its `booking.created` event in the caller's transaction: both or neither. */
  private async insert(
    manager: EntityManager,
    input: CreateBooking,
    user: SessionUser | undefined,
    names: RideNames,
  ): Promise<CreateBookingResponse> {
    const accessToken = newAccessToken();
    const bookings = manager.getRepository(BookingEntity);
    const booking = bookings.create({
      ...input,
      status: 'pending',
      userId: user?.id ?? null,
      accessTokenHash: hashAccessToken(accessToken),
    });
    await bookings.save(booking, { transaction: false });
    await this.outbox.publish(manager, EVENT_TYPES.bookingCreated, {
      bookingId: booking.id,
      userId: booking.userId,
      accessToken,
      ride: toRideSummary(booking, names),
    });
    return { ...toBooking(booking), accessToken };
  }

  /**
   * Claims the key, then books; a request whose key is already claimed waits for the claim's
   * transaction (the primary key makes it) and answers from what that one stored.
   */
  private async createOnce(
    manager: EntityManager,
    input: CreateBooking,
    user: SessionUser | undefined,
    key: string,
    names: RideNames,
  ): Promise<CreateBookingResponse & { replayed?: true }> {
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
      const created = await this.insert(manager, input, user, names);
      await manager.query(
        `UPDATE "booking"."idempotent_requests" SET "booking_id" = $3, "access_token" = $4 WHERE "scope" = $1 AND "key" = $2`,
        [scope, key, created.id, created.accessToken],
      );
      return created;
    }
    const [first] = (await manager.query(
      `SELECT "request_hash", "booking_id", "access_token" FROM "booking"."idempotent_requests" WHERE "scope" = $1 AND "key" = $2`,
      [scope, key],
    )) as Array<{ request_hash: string; booking_id: number | null; access_token: string | null }>;
    if (!first || first.request_hash !== requestHash)
      throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
    const booking =
      first.booking_id === null ? null : await manager.findOneBy(BookingEntity, { id: first.booking_id });
    if (!booking || first.access_token === null)
      throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
    return { ...toBooking(booking), accessToken: first.access_token, replayed: true };
  }

  /** A booking for someone allowed to see it; everyone else learns nothing, not even that it exists. */
  async findVisible(id: number, viewer: BookingViewer): Promise<Booking> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking || !canSeeBooking(booking, viewer)) throw new NotFoundException(BOOKING_NOT_FOUND);
    return toBooking(booking);
  }

  /** Whether a booking exists and whether a viewer may see it. */
  async visibility(id: number, viewer: BookingViewer): Promise<{ exists: boolean; allowed: boolean }> {
    const booking = await this.bookings.findOne({
      where: { id },
      select: { id: true, userId: true, accessTokenHash: true },
    });
    return { exists: booking !== null, allowed: booking !== null && canSeeBooking(booking, viewer) };
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
