import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CreateMagicLinkResponse, ValidateMagicLinkResponse } from '@elite/contracts';
import { magicLinkTokenSchema } from '@elite/contracts';
import type { Repository } from 'typeorm';
import { BookingClient } from '../booking-client/booking-client';
import { MAGIC_LINK_CONFIG, type MagicLinkConfig } from '../config';
import { MagicLinkEntity } from './magic-link.entity';
import { hashMagicLinkToken, newMagicLinkToken } from './magic-link-token';

export const LINK_NOT_FOUND = 'This magic link is invalid.';
export const LINK_USED = 'This magic link has already been used.';
export const LINK_EXPIRED = 'This magic link has expired.';

@Injectable()
export class MagicLinksService {
  constructor(
    @InjectRepository(MagicLinkEntity) private readonly links: Repository<MagicLinkEntity>,
    private readonly bookings: BookingClient,
    @Inject(MAGIC_LINK_CONFIG) private readonly config: MagicLinkConfig,
  ) {}

  /** A new one-time link for the e-mail, pointing at its latest booking when it has one. */
  async create(email: string, now = new Date()): Promise<CreateMagicLinkResponse> {
    const latest = await this.bookings.latestFor(email);
    const token = newMagicLinkToken();
    const expiresAt = new Date(now.getTime() + this.config.MAGIC_LINK_TTL * 1000);
    await this.links.insert({
      tokenHash: hashMagicLinkToken(token),
      email,
      bookingId: latest?.id ?? null,
      expiresAt,
    });
    const url = new URL(`/magic-link/${token}`, this.config.PUBLIC_URL).toString();
    return { url, email, expiresAt: expiresAt.toISOString(), bookingId: latest?.id ?? null };
  }

  /**
   * Spends the link and answers what re-booking needs. The booking is read before the link is
   * spent, so a passing failure of the booking service never burns a customer's link.
   */
  async validate(token: string): Promise<ValidateMagicLinkResponse> {
    if (!magicLinkTokenSchema.safeParse(token).success) throw new NotFoundException(LINK_NOT_FOUND);
    const tokenHash = hashMagicLinkToken(token);
    const link = await this.links.findOneBy({ tokenHash });
    if (!link) throw new NotFoundException(LINK_NOT_FOUND);
    this.assertUsable(link);
    const booking = link.bookingId ? await this.bookings.byId(link.bookingId) : null;
    // Atomic: of two simultaneous validations exactly one flips `used`.
    const spent = await this.links
      .createQueryBuilder()
      .update()
      .set({ used: true, usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND used = false AND expires_at > now()', { tokenHash })
      .execute();
    if (!spent.affected) {
      // Another request spent it, or it expired, between the read and the update.
      this.assertUsable((await this.links.findOneBy({ tokenHash }))!);
      throw new GoneException(LINK_USED);
    }
    return { email: link.email, booking };
  }

  private assertUsable(link: MagicLinkEntity): void {
    if (link.used) throw new GoneException(LINK_USED);
    if (link.expiresAt.getTime() <= Date.now()) throw new GoneException(LINK_EXPIRED);
  }
}
