import { Module } from '@nestjs/common';
import { OutboxModule } from '@elite/nest-kit';
import { RewardsController } from './rewards.controller';
import { RewardsService } from './rewards.service';

/** /api/rewards: the tiers, a client's account and transactions, and spending points. */
@Module({
  imports: [OutboxModule.forRoot()],
  controllers: [RewardsController],
  providers: [RewardsService],
  exports: [RewardsService],
})
export class RewardsModule {}
