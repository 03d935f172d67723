import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { NotificationsConfigModule } from './config';
import { DeliveriesController } from './deliveries/deliveries.controller';
import { DeliveriesService } from './deliveries/deliveries.service';
import { NotificationsEventsProcessor } from './events/notifications-events.processor';
import { MailQueue } from './mail/mail-queue';
import { MailTransport } from './mail/mail-transport';
import { NotificationsService } from './mail/notifications.service';
import { notificationsDatabase } from './notifications-database';

@Module({
  imports: [NotificationsConfigModule, DatabaseModule.forService(notificationsDatabase)],
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
