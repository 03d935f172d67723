import { Module } from '@nestjs/common';
import { MagicLinksModule } from '../magic-links/magic-links.module';
import { InternalController } from './internal.controller';

/** /internal/magic-links: booking spends and gives back links, on the private network. */
@Module({
  imports: [MagicLinksModule],
  controllers: [InternalController],
})
export class InternalModule {}
