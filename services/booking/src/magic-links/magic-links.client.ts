import { GoneException, HttpException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  MAGIC_LINK_NOT_FOUND,
  MAGIC_LINK_USED,
  consumeMagicLinkResponseSchema,
  releaseMagicLinkResponseSchema,
  type ConsumeMagicLink,
  type ConsumeMagicLinkResponse,
} from '@elite/contracts';
import { DependencyUnavailableError, ServiceClient } from '@elite/nest-kit';
import { BOOKING_CONFIG, type BookingConfig } from '../config';

/** What `book` hands the booking it made to, as the last step before its transaction commits. */
export type SpendLink<T> = (booking: T) => Promise<T>;

/**
 * The magic-link service's internal routes: a booking made from a magic link spends the link, and
 * gives it back when the booking is not stored after all (docs/architecture.md §5).
 */
@Injectable()
export class MagicLinksClient {
  private readonly logger = new Logger(MagicLinksClient.name);
  private readonly magicLinks: ServiceClient;

  constructor(@Inject(BOOKING_CONFIG) config: BookingConfig) {
    this.magicLinks = new ServiceClient('magic-link', config.MAGIC_LINK_URL);
  }

  /**
   * Runs `book`, the booking's transaction, so that the link is spent exactly when the booking is
   * stored. `book` passes its new booking to `spend` last, before commit: a link that is unknown (404),
   * used or expired (410) or cannot be spent now (503) rolls the booking back. A booking rolled back
   * after its spend may have landed gives the link back. A failed commit does not: whether it landed
   * is unknown, and magic-link frees a spend whose booking never appears. A replayed booking (same
   * Idempotency-Key) spent its link the first time and spends nothing.
   */
  async spendWith<T extends { id: number; replayed?: true }>(
    token: string | undefined,
    book: (spend: SpendLink<T>) => Promise<T>,
  ): Promise<T> {
    if (token === undefined) return book(async (booking) => booking);
    let spentFor: number | undefined;
    let committing = false;
    try {
      return await book(async (booking) => {
        if (booking.replayed) return booking;
        spentFor = booking.id;
        try {
          await this.consume({ token, bookingId: booking.id });
        } catch (error) {
          // Refused: nothing was spent. Anything else may have spent it.
          if (error instanceof HttpException) spentFor = undefined;
          throw error;
        }
        committing = true;
        return booking;
      });
    } catch (error) {
      if (spentFor !== undefined && !committing) await this.release({ token, bookingId: spentFor });
      throw error;
    }
  }

  private async consume(body: ConsumeMagicLink): Promise<ConsumeMagicLinkResponse> {
    const path = '/internal/magic-links/consume';
    const answer = await this.magicLinks.post(path, body, consumeMagicLinkResponseSchema);
    if (answer.ok) return answer.body;
    if (answer.status === 404) throw new NotFoundException(answer.error?.message ?? MAGIC_LINK_NOT_FOUND);
    if (answer.status === 410) throw new GoneException(answer.error?.message ?? MAGIC_LINK_USED);
    throw new DependencyUnavailableError(`magic-link answered POST ${path} with ${answer.status}`);
  }

  /** Best effort: a give-back that does not arrive is settled by magic-link later. */
  private async release(body: ConsumeMagicLink): Promise<void> {
    try {
      const answer = await this.magicLinks.post(
        '/internal/magic-links/release',
        body,
        releaseMagicLinkResponseSchema,
      );
      if (!answer.ok) throw new Error(`magic-link answered ${answer.status}`);
    } catch (error) {
      this.logger.warn(
        { err: error, bookingId: body.bookingId },
        'Could not give a magic link back; magic-link frees it once the booking is known not to exist',
      );
    }
  }
}
