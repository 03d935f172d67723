import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '@elite/nest-kit';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { MagicLinksClient } from '../magic-links/magic-links.client';
import { BookingEntity } from './booking.entity';
import { BookingsController } from './bookings.controller';
import { AvailabilityService } from './availability.service';
import { BookingChangesService } from './booking-changes.service';
import { BookingsService } from './bookings.service';

@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity]), CatalogueModule, OutboxModule.forRoot()],
  controllers: [BookingsController],
  providers: [BookingsService, BookingChangesService, AvailabilityService, MagicLinksClient],
  exports: [BookingsService, BookingChangesService],
})
export class BookingsModule {}
