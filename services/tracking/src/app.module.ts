import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { DriverLocationModule } from './driver-location/driver-location.module';
import { DriverPositionEntity } from './driver-location/driver-position.entity';
import { LiveModule } from './live/live.module';
import { trackingMigrations } from './migrations/tracking-migrations';

@Module({
  imports: [
    DatabaseModule.forService({
      schema: 'tracking',
      entities: [DriverPositionEntity],
      migrations: trackingMigrations,
    }),
    DriverLocationModule,
    LiveModule,
  ],
})
export class AppModule {}
