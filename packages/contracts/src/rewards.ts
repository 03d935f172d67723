import './zod-setup';
import { z } from 'zod';
import { creditCentsForPoints } from './constants';

export { creditCentsForPoints };

export const rewardsTierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  minPoints: z.number().int(),
  benefits: z.array(z.string()),
  discountPercentage: z.number(),
  createdAt: z.string(),
});
export type RewardsTier = z.infer<typeof rewardsTierSchema>;
export const rewardsTiersResponseSchema = z.array(rewardsTierSchema);

/** The reward account as the client reads it: available points, lifetime points, tier. */
export const rewardAccountSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  points: z.number().int(),
  lifetimePoints: z.number().int(),
  tier: rewardsTierSchema.nullable(),
  /** Rewards credit not yet used, in cents: redeemed points the next booking takes off its price. */
  creditCents: z.number().int(),
  lastActivity: z.string().nullable(),
  createdAt: z.string(),
});
export type RewardAccount = z.infer<typeof rewardAccountSchema>;

export const rewardTransactionSchema = z.object({
  id: z.number().int(),
  userRewardsId: z.number().int(),
  points: z.number().int(),
  /**
   * 'earn', or anything else meaning spend (docs/product.md §3): 'redeem'; 'credit-used', a booking took
   * rewards credit off its price; 'credit-returned', that booking was cancelled and the credit came back
   * (no points move; `bookingId` names the booking).
   */
  type: z.string(),
  description: z.string(),
  /** Credit it made (a redemption, positive) or used (a booking, negative), in cents; 0 for points earned. */
  creditCents: z.number().int(),
  bookingId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type RewardTransaction = z.infer<typeof rewardTransactionSchema>;
export const rewardTransactionsResponseSchema = z.array(rewardTransactionSchema);

/** Body of POST /api/rewards/redeem. */
export const redeemPointsSchema = z.object({
  points: z
    .number({ error: (issue) => (issue.input == null ? 'Points is required' : 'Points must be a number') })
    .int('Points must be a whole number')
    .positive('Points must be more than 0'),
});
export type RedeemPointsInput = z.input<typeof redeemPointsSchema>;
export type RedeemPoints = z.output<typeof redeemPointsSchema>;

const internalId = z.number().int().positive();

/** Answer of rewards' GET /internal/rewards/credit/:id (a user id): their unused credit, for a quote. */
export const rewardsCreditSchema = z.object({ userId: internalId, creditCents: z.number().int().min(0) });
export type RewardsCredit = z.infer<typeof rewardsCreditSchema>;

/**
 * Body of rewards' POST /internal/rewards/credit/claim: booking takes up to `maxCents` of the user's
 * credit for a booking it is about to store, under the account's row lock; the same booking claims once.
 */
export const claimRewardsCreditSchema = z.object({
  userId: internalId,
  bookingId: internalId,
  maxCents: z.number().int().min(0),
});
export type ClaimRewardsCredit = z.infer<typeof claimRewardsCreditSchema>;

/** Body of rewards' POST /internal/rewards/credit/release: the booking was not stored; its claim is given back. */
export const releaseRewardsCreditSchema = z.object({ bookingId: internalId });
export type ReleaseRewardsCredit = z.infer<typeof releaseRewardsCreditSchema>;

/** Answer of a claim (what the booking may take off) and of a release (what was given back). */
export const rewardsCreditMovedSchema = z.object({ bookingId: internalId, cents: z.number().int().min(0) });
export type RewardsCreditMoved = z.infer<typeof rewardsCreditMovedSchema>;
