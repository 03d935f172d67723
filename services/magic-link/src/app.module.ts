import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule } from '@elite/nest-kit';
import { BookingClient } from './booking-client/booking-client';
import { MagicLinkConfigModule } from './config';
import { MagicLinkEntity } from './magic-links/magic-link.entity';
import { MagicLinksController } from './magic-links/magic-links.controller';
import { MagicLinksService } from './magic-links/magic-links.service';
import { CreateMagicLinks1795310000000 } from './migrations/1795310000000-create-magic-links';

@Module({
  imports: [
    MagicLinkConfigModule,
    DatabaseModule.forService({ schema: 'magic_link', entities: [MagicLinkEntity], migrations: [CreateMagicLinks1795310000000] }),
    TypeOrmModule.forFeature([MagicLinkEntity]),
  ],
  controllers: [MagicLinksController],
  providers: [MagicLinksService, BookingClient],
})
export class AppModule {}
