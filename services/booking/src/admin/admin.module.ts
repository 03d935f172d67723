import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '@elite/nest-kit';
import { BookingEntity } from '../bookings/booking.entity';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([BookingEntity, ContactMessageEntity]),
    OutboxModule.forRoot(),
    CatalogueModule,
  ],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
