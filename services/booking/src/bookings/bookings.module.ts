import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule, SecretSealer } from '@elite/nest-kit';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PlacesModule } from '../places/places.module';
import { QuotesModule } from '../quotes/quotes.module';
import { ChauffeursClient } from '../driver/chauffeurs.client';
import { MagicLinksClient } from '../magic-links/magic-links.client';
import { ReceiptsService } from '../receipts/receipts.service';
import { BookingEntity } from './booking.entity';
import { BookingsController } from './bookings.controller';
import { AvailabilityService } from './availability.service';
import { BookingChangesService } from './booking-changes.service';
import { BookingsService } from './bookings.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity]),
    CatalogueModule,
    PlacesModule,
    QuotesModule,
    OutboxModule.forRoot(),
  ],
  controllers: [BookingsController],
  providers: [
    BookingsService,
    BookingChangesService,
    AvailabilityService,
    MagicLinksClient,
    ChauffeursClient,
    ReceiptsService,
    {
      provide: SecretSealer,
      inject: [BOOKING_CONFIG],
      useFactory: (config: BookingConfig) => new SecretSealer(config.NOTIFICATIONS_PUBLIC_KEY),
    },
  ],
  exports: [BookingsService, BookingChangesService, ReceiptsService],
})
export class BookingsModule {}
