import type { RewardAccount, RewardsTier } from './rewards';

export interface TierProgress {
  current: RewardsTier | null;
  next: RewardsTier | null;
  /** Lifetime points over the next tier's minimum, capped at 100; null at the top tier. */
  progressPercent: number | null;
  pointsNeeded: number | null;
}

/** Spec §4 'Tier progression': tiers in list order; the current tier is the user's, else the first. */
export function tierProgress(
  tiers: readonly RewardsTier[],
  account: Pick<RewardAccount, 'tier' | 'lifetimePoints'>,
): TierProgress {
  const index = account.tier ? tiers.findIndex((tier) => tier.id === account.tier?.id) : 0;
  const current = index >= 0 ? (tiers[index] ?? null) : (account.tier ?? null);
  const next = index >= 0 ? (tiers[index + 1] ?? null) : null;
  if (!next) return { current, next: null, progressPercent: null, pointsNeeded: null };
  const progressPercent =
    next.minPoints <= 0 ? 100 : Math.min(100, (account.lifetimePoints / next.minPoints) * 100);
  return {
    current,
    next,
    progressPercent,
    pointsNeeded: Math.max(0, next.minPoints - account.lifetimePoints),
  };
}
