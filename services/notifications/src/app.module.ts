import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { NotificationsConfigModule } from './config';
import { BookingProjectionEntity } from './deliveries/booking-projection.entity';
import { DeliveriesController } from './deliveries/deliveries.controller';
import { DeliveriesService } from './deliveries/deliveries.service';
import { DeliveryEntity } from './deliveries/delivery.entity';
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
  providers: [DeliveriesService],
})
export class AppModule {}
