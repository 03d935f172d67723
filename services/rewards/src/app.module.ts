import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { RewardsController } from './accounts/rewards.controller';
import { RewardsService } from './accounts/rewards.service';
import { RewardTransactionEntity, UserRewardsEntity } from './accounts/user-rewards.entity';
import { RewardsConfigModule } from './config';
import { RewardsEventsProcessor } from './events/rewards-events.processor';
import { CreateRewardsTables1795320000000 } from './migrations/1795320000000-create-rewards-tables';
import { SeedTiers1795320100000 } from './migrations/1795320100000-seed-tiers';
import { RewardsTierEntity } from './tiers/rewards-tier.entity';

@Module({
  imports: [
    RewardsConfigModule,
    DatabaseModule.forService({
      schema: 'rewards',
      entities: [RewardsTierEntity, UserRewardsEntity, RewardTransactionEntity],
      migrations: [CreateRewardsTables1795320000000, SeedTiers1795320100000],
    }),
  ],
  controllers: [RewardsController],
  providers: [RewardsService, RewardsEventsProcessor],
})
export class AppModule {}
