import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '@elite/nest-kit';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { BookingEntity } from './booking.entity';
import { BookingsController } from './bookings.controller';
import { AvailabilityService } from './availability.service';
import { BookingStatusService } from './booking-status.service';
import { BookingsService } from './bookings.service';

@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity]), CatalogueModule, OutboxModule.forRoot()],
  controllers: [BookingsController],
  providers: [BookingsService, BookingStatusService, AvailabilityService],
  exports: [BookingsService, BookingStatusService],
})
export class BookingsModule {}
