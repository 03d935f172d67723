import type { RewardsTier } from './rewards';
import { tierProgress } from './tier-progress';

const tier = (id: number, minPoints: number): RewardsTier => ({
  id,
  name: `Tier ${id}`,
  description: '',
  minPoints,
  benefits: [],
  discountPercentage: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const tiers = [tier(1, 0), tier(2, 500), tier(3, 2000)];

describe('tierProgress (docs/product.md §4)', () => {
  it('falls back to the first tier and measures lifetime points against the next minimum', () => {
    expect(tierProgress(tiers, { tier: null, lifetimePoints: 125 })).toEqual({
      current: tiers[0],
      next: tiers[1],
      progressPercent: 25,
      pointsNeeded: 375,
    });
  });

  it('caps progress at 100%', () => {
    expect(tierProgress(tiers, { tier: tiers[1]!, lifetimePoints: 5000 }).progressPercent).toBe(100);
  });

  it('shows nothing beyond the top tier', () => {
    expect(tierProgress(tiers, { tier: tiers[2]!, lifetimePoints: 9000 })).toEqual({
      current: tiers[2],
      next: null,
      progressPercent: null,
      pointsNeeded: null,
    });
  });
});
