import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import { BookingsModule } from '../bookings/bookings.module';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity, ContactMessageEntity]), BookingsModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
