import './zod-setup';
import { z } from 'zod';

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
  lastActivity: z.string().nullable(),
  createdAt: z.string(),
});
export type RewardAccount = z.infer<typeof rewardAccountSchema>;

export const REWARD_TRANSACTION_TYPES = ['earn', 'redeem'] as const;

export const rewardTransactionSchema = z.object({
  id: z.number().int(),
  userRewardsId: z.number().int(),
  points: z.number().int(),
  /** 'earn', or anything else meaning spend (docs/product.md §3). */
  type: z.string(),
  description: z.string(),
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
