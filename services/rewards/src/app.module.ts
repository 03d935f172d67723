import { Module } from '@nestjs/common';
import { DatabaseModule, OutboxEntity, OutboxModule } from '@elite/nest-kit';
import { RewardsController } from './accounts/rewards.controller';
import { RewardsService } from './accounts/rewards.service';
import { RewardTransactionEntity, UserRewardsEntity } from './accounts/user-rewards.entity';
import { RewardsConfigModule } from './config';
import { RewardsEventsProcessor } from './events/rewards-events.processor';
import { RewardsTierEntity } from './tiers/rewards-tier.entity';
import { rewardsMigrations } from './migrations/rewards-migrations';

@Module({
  imports: [
    RewardsConfigModule,
    DatabaseModule.forService({
      schema: 'rewards',
      entities: [RewardsTierEntity, UserRewardsEntity, RewardTransactionEntity, OutboxEntity],
      migrations: rewardsMigrations,
    }),
    OutboxModule.forRoot(),
  ],
  controllers: [RewardsController],
  providers: [RewardsService, RewardsEventsProcessor],
})
export class AppModule {}
