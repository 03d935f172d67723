import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { ServiceTypeEntity } from './service-type.entity';
import { TestimonialEntity } from './testimonial.entity';
import { TransportServiceEntity } from './transport-service.entity';
import { VehicleTypeEntity } from './vehicle-type.entity';
import { VehicleEntity } from './vehicle.entity';

export const catalogueEntities = [
  VehicleTypeEntity,
  VehicleEntity,
  TransportServiceEntity,
  ServiceTypeEntity,
  TestimonialEntity,
];

@Module({
  imports: [TypeOrmModule.forFeature(catalogueEntities)],
  controllers: [CatalogueController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
