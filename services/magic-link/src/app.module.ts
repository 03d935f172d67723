import { Module } from '@nestjs/common';
import { DatabaseModule } from '@elite/nest-kit';
import { InternalModule } from './internal/internal.module';
import { magicLinkDatabase } from './magic-link-database';
import { MagicLinksModule } from './magic-links/magic-links.module';

@Module({
  imports: [DatabaseModule.forService(magicLinkDatabase), MagicLinksModule, InternalModule],
})
export class AppModule {}
