import { Module } from '@nestjs/common';
import { DatabaseModule, OutboxEntity } from '@elite/nest-kit';
import { EventsModule } from './events/events.module';
import { rewardsMigrations } from './migrations/rewards-migrations';
import { RewardTransactionEntity, UserRewardsEntity } from './rewards/user-rewards.entity';
import { RewardsModule } from './rewards/rewards.module';
import { RewardsTierEntity } from './tiers/rewards-tier.entity';

@Module({
  imports: [
    DatabaseModule.forService({
      schema: 'rewards',
      entities: [RewardsTierEntity, UserRewardsEntity, RewardTransactionEntity, OutboxEntity],
      migrations: rewardsMigrations,
    }),
    RewardsModule,
    EventsModule,
  ],
})
export class AppModule {}
