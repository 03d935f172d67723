import { OutboxEntity, type ServiceDatabaseOptions } from '@elite/nest-kit';
import { BookingEntity } from './bookings/booking.entity';
import { catalogueEntities } from './catalogue/catalogue.module';
import { ContactMessageEntity } from './contact/contact-message.entity';
import { bookingMigrations } from './migrations/booking-migrations';
import { NewsletterSubscriptionEntity } from './newsletter/newsletter-subscription.entity';

/** The booking schema: its tables and the migrations that build them. */
export const bookingDatabase: ServiceDatabaseOptions = {
  schema: 'booking',
  entities: [
    ...catalogueEntities,
    BookingEntity,
    ContactMessageEntity,
    NewsletterSubscriptionEntity,
    OutboxEntity,
  ],
  migrations: bookingMigrations,
};
