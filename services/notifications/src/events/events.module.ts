import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationsEventsProcessor } from './notifications-events.processor';

/** The events that become e-mails: registrations, bookings, status changes, magic links. */
@Module({
  imports: [MailModule],
  providers: [NotificationsEventsProcessor],
})
export class EventsModule {}
