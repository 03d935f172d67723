import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { InternalController } from './internal.controller';

@Module({
  imports: [BookingsModule],
  controllers: [InternalController],
})
export class InternalModule {}
