import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { DeliveriesModule } from './deliveries/deliveries.module';
import { EventsModule } from './events/events.module';
import { notificationsDatabase } from './notifications-database';

@Module({
  imports: [DatabaseModule.forService(notificationsDatabase), DeliveriesModule, EventsModule],
})
export class AppModule {}
