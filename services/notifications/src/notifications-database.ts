import type { ServiceDatabaseOptions } from '@elite/nest-kit';
import { BookingProjectionEntity } from './deliveries/booking-projection.entity';
import { DeliveryEntity } from './deliveries/delivery.entity';
import { notificationsMigrations } from './migrations/notifications-migrations';

/** The notifications schema: its tables and the migrations that build them. */
export const notificationsDatabase: ServiceDatabaseOptions = {
  schema: 'notifications',
  entities: [DeliveryEntity, BookingProjectionEntity],
  migrations: notificationsMigrations,
};
