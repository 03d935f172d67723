import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule } from '@elite/nest-kit';
import { BookingClient } from './booking-client/booking-client';
import { MagicLinkConfigModule } from './config';
import { MagicLinkEntity } from './magic-links/magic-link.entity';
import { MagicLinksController } from './magic-links/magic-links.controller';
import { MagicLinksService } from './magic-links/magic-links.service';
import { magicLinkMigrations } from './migrations/magic-link-migrations';

@Module({
  imports: [
    MagicLinkConfigModule,
    DatabaseModule.forService({
      schema: 'magic_link',
      entities: [MagicLinkEntity],
      migrations: magicLinkMigrations,
    }),
    TypeOrmModule.forFeature([MagicLinkEntity]),
  ],
  controllers: [MagicLinksController],
  providers: [MagicLinksService, BookingClient],
})
export class AppModule {}
