import { CreateRewardsTables1795320000000 } from './1795320000000-create-rewards-tables';
import { SeedTiers1795320100000 } from './1795320100000-seed-tiers';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const rewardsMigrations = [CreateRewardsTables1795320000000, SeedTiers1795320100000];
