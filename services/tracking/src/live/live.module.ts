import { Module } from '@nestjs/common';
import { DriverLocationModule } from '../driver-location/driver-location.module';
import { TrackingGateway } from './tracking.gateway';

/** socket.io namespace /tracking: the positions of a booking's driver, pushed as they arrive. */
@Module({
  imports: [DriverLocationModule],
  providers: [TrackingGateway],
})
export class LiveModule {}
