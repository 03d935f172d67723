import { Module } from '@nestjs/common';
import { OutboxModule } from '@elite/nest-kit';
import { InternalCreditController } from './internal-credit.controller';
import { RewardsController } from './rewards.controller';
import { RewardsService } from './rewards.service';

/** /api/rewards: the tiers, a client's account and transactions, and spending points; /internal/rewards/credit for booking. */
@Module({
  imports: [OutboxModule.forRoot()],
  controllers: [RewardsController, InternalCreditController],
  providers: [RewardsService],
  exports: [RewardsService],
})
export class RewardsModule {}
