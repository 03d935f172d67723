import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { BookingAccess } from './access/booking-access';
import { TrackingConfigModule } from './config';
import { TrackingGateway } from './live/tracking.gateway';
import { Clock } from './positions/clock';
import { DriverPositionEntity } from './positions/driver-position.entity';
import { PositionHistory } from './positions/position-history';
import { PositionRetention } from './positions/position-retention';
import { TrackingController } from './positions/tracking.controller';
import { TrackingService } from './positions/tracking.service';
import { trackingMigrations } from './migrations/tracking-migrations';

@Module({
  imports: [
    TrackingConfigModule,
    DatabaseModule.forService({
      schema: 'tracking',
      entities: [DriverPositionEntity],
      migrations: trackingMigrations,
    }),
  ],
  controllers: [TrackingController],
  providers: [Clock, BookingAccess, PositionHistory, PositionRetention, TrackingService, TrackingGateway],
})
export class AppModule {}
