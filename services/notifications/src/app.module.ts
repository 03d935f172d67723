import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { NotificationsConfigModule } from './config';
import { BookingProjectionEntity } from './deliveries/booking-projection.entity';
import { DeliveriesController } from './deliveries/deliveries.controller';
import { DeliveriesService } from './deliveries/deliveries.service';
import { DeliveryEntity } from './deliveries/delivery.entity';
import { NotificationsEventsProcessor } from './events/notifications-events.processor';
import { MailQueue } from './mail/mail-queue';
import { MailTransport } from './mail/mail-transport';
import { NotificationsService } from './mail/notifications.service';
import { notificationsMigrations } from './migrations/notifications-migrations';

@Module({
  imports: [
    NotificationsConfigModule,
    DatabaseModule.forService({
      schema: 'notifications',
      entities: [DeliveryEntity, BookingProjectionEntity],
      migrations: notificationsMigrations,
    }),
  ],
  controllers: [DeliveriesController],
  providers: [
    DeliveriesService,
    MailQueue,
    MailTransport,
    NotificationsService,
    NotificationsEventsProcessor,
  ],
})
export class AppModule {}
