import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  EVENT_TYPES,
  MAGIC_LINK_EXPIRED,
  MAGIC_LINK_NOT_FOUND,
  MAGIC_LINK_USED,
  magicLinkTokenSchema,
  type ConsumeMagicLinkResponse,
  type CreateMagicLinkResponse,
  type ReleaseMagicLinkResponse,
  type ValidateMagicLinkResponse,
} from '@elite/contracts';
import { DependencyUnavailableError, OutboxService, SecretSealer } from '@elite/nest-kit';
import type { Repository } from 'typeorm';
import { BookingClient } from '../booking-client/booking-client';
import { MAGIC_LINK_CONFIG, type MagicLinkConfig } from '../config';
import { MagicLinkEntity } from './magic-link.entity';
import { hashMagicLinkToken, newMagicLinkToken } from './magic-link-token';

/**
 * How long a spend waits for its booking to appear before it counts as failed. Booking spends the
 * link as the last step before its commit and gives it back when it rolls back; only a commit that
 * failed, or a give-back that never arrived, leaves a spend without a booking (docs/architecture.md §5).
 */
export const SPEND_SETTLE_SECONDS = 10 * 60;

@Injectable()
export class MagicLinksService {
  constructor(
    @InjectRepository(MagicLinkEntity) private readonly links: Repository<MagicLinkEntity>,
    private readonly bookings: BookingClient,
    private readonly outbox: OutboxService,
    @Inject(MAGIC_LINK_CONFIG) private readonly config: MagicLinkConfig,
    private readonly sealer: SecretSealer,
  ) {}

  /**
   * A new one-time link for the e-mail, pointing at its latest booking when it has one. With `send`,
   * `magic-link.created` goes into the outbox in the link's transaction: both or neither, its url
   * sealed for notifications (the answer to staff holds the only clear copy).
   */
  async create(email: string, send: boolean, now = new Date()): Promise<CreateMagicLinkResponse> {
    const latest = await this.bookings.latestFor(email);
    const token = newMagicLinkToken();
    const expiresAt = new Date(now.getTime() + this.config.MAGIC_LINK_TTL * 1000);
    const url = new URL(`/magic-link/${token}`, this.config.PUBLIC_URL).toString();
    await this.links.manager.transaction(async (manager) => {
      const { identifiers } = await manager.insert(MagicLinkEntity, {
        tokenHash: hashMagicLinkToken(token),
        email,
        bookingId: latest?.id ?? null,
        expiresAt,
      });
      if (send)
        await this.outbox.publish(manager, EVENT_TYPES.magicLinkCreated, {
          magicLinkId: identifiers[0]!.id as number,
          email,
          sealedUrl: await this.sealer.seal('magic-link-url', url),
          expiresAt: expiresAt.toISOString(),
        });
    });
    return { url, email, expiresAt: expiresAt.toISOString(), bookingId: latest?.id ?? null, sent: send };
  }

  /**
   * What re-booking needs. Opening the link changes nothing (mail scanners open links before their
   * reader does): only the booking made with it spends it.
   */
  async validate(token: string): Promise<ValidateMagicLinkResponse> {
    const link = await this.find(token);
    await this.assertUsable(link);
    const booking = link.bookingId ? await this.bookings.byId(link.bookingId) : null;
    return { email: link.email, booking };
  }

  /**
   * Spends the link for a booking being made (the last step of booking's transaction). Of two
   * bookings spending one link at once exactly one wins; asked again for the same booking, it answers
   * as the first time.
   */
  async consume(token: string, bookingId: number): Promise<ConsumeMagicLinkResponse> {
    const link = await this.find(token);
    const spent = { magicLinkId: link.id, email: link.email };
    if (link.used && link.usedByBookingId === bookingId) return spent;
    await this.assertUsable(link);
    // Past assertUsable, a used link is one whose booking never appeared: take it over from that one.
    const previous = link.used ? link.usedByBookingId : null;
    const update = this.links
      .createQueryBuilder()
      .update()
      .set({ used: true, usedAt: () => 'now()', usedByBookingId: bookingId })
      .where('id = :id AND expires_at > now()', { id: link.id });
    const { affected } = await (
      previous === null
        ? update.andWhere('used = false')
        : update.andWhere('used_by_booking_id = :previous', { previous })
    ).execute();
    if (affected) return spent;
    // Another booking spent it, or it expired, between the read and the update.
    const current = (await this.links.findOneBy({ id: link.id }))!;
    if (current.usedByBookingId === bookingId) return spent;
    throw new GoneException(current.used ? MAGIC_LINK_USED : MAGIC_LINK_EXPIRED);
  }

  /** Undoes the spend of a booking whose transaction rolled back; any other spend stays. */
  async release(token: string, bookingId: number): Promise<ReleaseMagicLinkResponse> {
    const { affected } = await this.links
      .createQueryBuilder()
      .update()
      .set({ used: false, usedAt: null, usedByBookingId: null })
      .where('token_hash = :tokenHash AND used_by_booking_id = :bookingId', {
        tokenHash: hashMagicLinkToken(token),
        bookingId,
      })
      .execute();
    return { released: Boolean(affected) };
  }

  private async find(token: string): Promise<MagicLinkEntity> {
    const link = magicLinkTokenSchema.safeParse(token).success
      ? await this.links.findOneBy({ tokenHash: hashMagicLinkToken(token) })
      : null;
    if (!link) throw new NotFoundException(MAGIC_LINK_NOT_FOUND);
    return link;
  }

  private async assertUsable(link: MagicLinkEntity): Promise<void> {
    if (link.used && !(await this.spentInVain(link))) throw new GoneException(MAGIC_LINK_USED);
    if (link.expiresAt.getTime() <= Date.now()) throw new GoneException(MAGIC_LINK_EXPIRED);
  }

  /**
   * True for a spend whose booking is still not there SPEND_SETTLE_SECONDS later: it never will be,
   * and the link is usable again. When booking cannot be asked, the spend stands.
   */
  private async spentInVain(link: MagicLinkEntity): Promise<boolean> {
    if (link.usedByBookingId === null || link.usedAt === null) return false;
    if (Date.now() - link.usedAt.getTime() < SPEND_SETTLE_SECONDS * 1000) return false;
    try {
      return (await this.bookings.byId(link.usedByBookingId)) === null;
    } catch (error) {
      if (error instanceof DependencyUnavailableError) return false;
      throw error;
    }
  }
}
