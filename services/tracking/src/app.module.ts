import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { BookingAccess } from './access/booking-access';
import { TrackingConfigModule } from './config';
import { TrackingGateway } from './live/tracking.gateway';
import { CreateDriverPositions1795330000000 } from './migrations/1795330000000-create-driver-positions';
import { Clock } from './positions/clock';
import { DriverPositionEntity } from './positions/driver-position.entity';
import { PositionHistory } from './positions/position-history';
import { TrackingController } from './positions/tracking.controller';
import { TrackingService } from './positions/tracking.service';

@Module({
  imports: [
    TrackingConfigModule,
    DatabaseModule.forService({ schema: 'tracking', entities: [DriverPositionEntity], migrations: [CreateDriverPositions1795330000000] }),
  ],
  controllers: [TrackingController],
  providers: [Clock, BookingAccess, PositionHistory, TrackingService, TrackingGateway],
})
export class AppModule {}
