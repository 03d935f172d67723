import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { DriverController } from './driver.controller';
import { DriverRidesService } from './driver-rides.service';

/** /api/driver: the chauffeur's rides and their stages. */
@Module({
  imports: [BookingsModule],
  controllers: [DriverController],
  providers: [DriverRidesService],
})
export class DriverModule {}
