import { Module } from '@nestjs/common';
import { RewardsModule } from '../rewards/rewards.module';
import { RewardsEventsProcessor } from './rewards-events.processor';

/** The events rewards consumes: a new client is enrolled, a completed ride earns points. */
@Module({
  imports: [RewardsModule],
  providers: [RewardsEventsProcessor],
})
export class EventsModule {}
