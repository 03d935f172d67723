import { Module } from '@nestjs/common';
import { MailQueue } from './mail-queue';
import { MailTransport } from './mail-transport';
import { NotificationsService } from './notifications.service';

/** Planning, queueing and sending the e-mails. */
@Module({
  providers: [MailQueue, MailTransport, NotificationsService],
  exports: [MailQueue, NotificationsService],
})
export class MailModule {}
