import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, OutboxModule } from '@elite/nest-kit';
import { BookingClient } from './booking-client/booking-client';
import { MagicLinkConfigModule } from './config';
import { InternalController } from './internal/internal.controller';
import { magicLinkDatabase } from './magic-link-database';
import { MagicLinkEntity } from './magic-links/magic-link.entity';
import { MagicLinksController } from './magic-links/magic-links.controller';
import { MagicLinksService } from './magic-links/magic-links.service';

@Module({
  imports: [
    MagicLinkConfigModule,
    DatabaseModule.forService(magicLinkDatabase),
    TypeOrmModule.forFeature([MagicLinkEntity]),
    OutboxModule.forRoot(),
  ],
  controllers: [MagicLinksController, InternalController],
  providers: [MagicLinksService, BookingClient],
})
export class AppModule {}
