import { Module } from '@nestjs/common';
import { BookingAccess } from '../access/booking-access';
import { Clock } from './clock';
import { DriverLocationController } from './driver-location.controller';
import { SimulationController } from './simulation.controller';
import { PositionHistory } from './position-history';
import { PositionRetention } from './position-retention';
import { TrackingService } from './tracking.service';

/** /api/tracking/driver-location: drivers report positions, riders read the latest. */
@Module({
  controllers: [DriverLocationController, SimulationController],
  providers: [Clock, BookingAccess, PositionHistory, PositionRetention, TrackingService],
  exports: [TrackingService],
})
export class DriverLocationModule {}
