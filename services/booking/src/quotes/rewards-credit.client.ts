import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  rewardsCreditMovedSchema,
  rewardsCreditSchema,
  type ClaimRewardsCredit,
  type ReleaseRewardsCredit,
} from '@elite/contracts';
import { ServiceClient, neverConnected } from '@elite/nest-kit';
import { BOOKING_CONFIG, type BookingConfig } from '../config';

/**
 * The rewards service's internal credit routes (docs/architecture.md, "Rewards credit"): what a client's
 * quote may take off, what a booking being made claims, and the claim given back when the booking is not
 * stored. Rewards being away never stops a quote or a booking: the price is then the one without credit,
 * and the credit stays for a later booking.
 */
@Injectable()
export class RewardsCreditClient {
  private readonly logger = new Logger(RewardsCreditClient.name);
  private readonly rewards: ServiceClient;

  constructor(@Inject(BOOKING_CONFIG) config: BookingConfig) {
    this.rewards = new ServiceClient('rewards', config.REWARDS_URL);
  }

  /** The user's unused credit in cents; 0 when rewards cannot say. */
  async available(userId: number): Promise<number> {
    try {
      const answer = await this.rewards.get(`/internal/rewards/credit/${userId}`, rewardsCreditSchema);
      if (answer.ok) return answer.body.creditCents;
      throw new Error(`rewards answered ${answer.status}`);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'Could not read the rewards credit; quoting without it');
      return 0;
    }
  }

  /** Takes up to `maxCents` of the credit for the booking about to be stored; 0 when rewards cannot. */
  async claim(body: ClaimRewardsCredit): Promise<number> {
    try {
      const answer = await this.rewards.post(
        '/internal/rewards/credit/claim',
        body,
        rewardsCreditMovedSchema,
      );
      if (answer.ok) return answer.body.cents;
      throw new Error(`rewards answered ${answer.status}`);
    } catch (error) {
      this.logger.warn(
        { err: error, bookingId: body.bookingId },
        'Could not claim the rewards credit; booking without it',
      );
      // A claim that landed although its answer did not: the booking will not show it, so give it back.
      // One that never left (no connection) took nothing.
      if (!neverConnected(error)) await this.release({ bookingId: body.bookingId });
      return 0;
    }
  }

  /** Gives back a booking's claim. Best effort: one that does not arrive is logged with the booking's id. */
  async release(body: ReleaseRewardsCredit): Promise<void> {
    try {
      const answer = await this.rewards.post(
        '/internal/rewards/credit/release',
        body,
        rewardsCreditMovedSchema,
      );
      if (!answer.ok) throw new Error(`rewards answered ${answer.status}`);
    } catch (error) {
      this.logger.error(
        { err: error, bookingId: body.bookingId },
        'Could not give back a rewards credit claim; if it landed, release it by hand (POST /internal/rewards/credit/release)',
      );
    }
  }
}
