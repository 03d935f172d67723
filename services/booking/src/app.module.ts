import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { AdminModule } from './admin/admin.module';
import { bookingDatabase } from './booking-database';
import { BookingsModule } from './bookings/bookings.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ContactModule } from './contact/contact.module';
import { DriverModule } from './driver/driver.module';
import { InternalModule } from './internal/internal.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { PlacesModule } from './places/places.module';
import { QuotesModule } from './quotes/quotes.module';

@Module({
  imports: [
    DatabaseModule.forService(bookingDatabase),
    CatalogueModule,
    PlacesModule,
    QuotesModule,
    BookingsModule,
    ContactModule,
    NewsletterModule,
    AdminModule,
    DriverModule,
    InternalModule,
  ],
})
export class AppModule {}
