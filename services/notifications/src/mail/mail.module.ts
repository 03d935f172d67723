import { Module } from '@nestjs/common';
import { SecretOpener } from '@elite/nest-kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { MailQueue } from './mail-queue';
import { MailTransport } from './mail-transport';
import { NotificationsService } from './notifications.service';

/** Planning, queueing and sending the e-mails. */
@Module({
  providers: [
    MailQueue,
    MailTransport,
    NotificationsService,
    {
      provide: SecretOpener,
      inject: [NOTIFICATIONS_CONFIG],
      useFactory: (config: NotificationsConfig) => new SecretOpener(config.NOTIFICATIONS_PRIVATE_KEY),
    },
  ],
  exports: [MailQueue, NotificationsService],
})
export class MailModule {}
