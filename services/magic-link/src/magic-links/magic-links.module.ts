import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule, SecretSealer } from '@elite/nest-kit';
import { BookingClient } from '../booking-client/booking-client';
import { MAGIC_LINK_CONFIG, type MagicLinkConfig } from '../config';
import { MagicLinkEntity } from './magic-link.entity';
import { MagicLinksController } from './magic-links.controller';
import { MagicLinksService } from './magic-links.service';

/** /api/magic-links: staff create links, customers open them. */
@Module({
  imports: [TypeOrmModule.forFeature([MagicLinkEntity]), OutboxModule.forRoot()],
  controllers: [MagicLinksController],
  providers: [
    MagicLinksService,
    BookingClient,
    {
      provide: SecretSealer,
      inject: [MAGIC_LINK_CONFIG],
      useFactory: (config: MagicLinkConfig) => new SecretSealer(config.NOTIFICATIONS_PUBLIC_KEY),
    },
  ],
  exports: [MagicLinksService],
})
export class MagicLinksModule {}
