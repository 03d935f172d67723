import { CreateRewardsTables1795320000000 } from './1795320000000-create-rewards-tables';
import { SeedTiers1795320100000 } from './1795320100000-seed-tiers';
import { CreateRewardsOutbox1795320200000 } from './1795320200000-create-rewards-outbox';
import { AddRewardsCredit1795320300000 } from './1795320300000-add-rewards-credit';
import { AddCreditReturned1795320400000 } from './1795320400000-add-credit-returned';
import { AddOutboxTraceContext1795320500000 } from './1795320500000-add-outbox-trace-context';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const rewardsMigrations = [
  CreateRewardsTables1795320000000,
  SeedTiers1795320100000,
  CreateRewardsOutbox1795320200000,
  AddRewardsCredit1795320300000,
  AddCreditReturned1795320400000,
  AddOutboxTraceContext1795320500000,
];
