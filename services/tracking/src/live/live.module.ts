import { Module } from '@nestjs/common';
import { DriverLocationModule } from '../driver-location/driver-location.module';
import { RideEventsProcessor } from './ride-events.processor';
import { TrackingGateway } from './tracking.gateway';

/** socket.io namespace /tracking: the positions of a booking's driver, and its ride's changes, pushed as they arrive. */
@Module({
  imports: [DriverLocationModule],
  providers: [TrackingGateway, RideEventsProcessor],
})
export class LiveModule {}
