import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PlacesModule } from '../places/places.module';
import { QuotesController } from './quotes.controller';
import { QuotesService } from './quotes.service';
import { RewardsCreditClient } from './rewards-credit.client';

@Module({
  imports: [CatalogueModule, PlacesModule],
  controllers: [QuotesController],
  providers: [QuotesService, RewardsCreditClient],
  exports: [QuotesService, RewardsCreditClient],
})
export class QuotesModule {}
