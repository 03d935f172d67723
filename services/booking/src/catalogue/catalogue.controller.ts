import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  servicesResponseSchema,
  serviceTypesResponseSchema,
  testimonialsResponseSchema,
  vehiclesResponseSchema,
  vehicleTypesResponseSchema,
} from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import type { Response } from 'express';
import { CatalogueService } from './catalogue.service';
import type { CachedJson } from './lookup-cache';

// Browsers and the gateway may reuse a list for a minute and revalidate it with the ETag after.
const LOOKUP_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Writes the pre-serialized bytes straight to express: these routes are the hottest of the site. */
function sendLookup(res: Response, json: CachedJson): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', LOOKUP_CACHE_CONTROL);
  res.setHeader('ETag', json.etag);
  res.send(json.body);
}

@ApiTags('catalogue')
@Public()
@Controller('api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('services')
  @ApiRoute({
    summary: 'Active transportation services shown on the home page',
    response: servicesResponseSchema,
  })
  async services(@Res() res: Response): Promise<void> {
    sendLookup(res, await this.catalogue.services.get());
  }

  @Get('vehicles')
  @ApiRoute({ summary: 'Active vehicles of the fleet', response: vehiclesResponseSchema })
  async vehicles(@Res() res: Response): Promise<void> {
    sendLookup(res, await this.catalogue.vehicles.get());
  }

  @Get('vehicle-types')
  @ApiRoute({ summary: 'Vehicle types', response: vehicleTypesResponseSchema })
  async vehicleTypes(@Res() res: Response): Promise<void> {
    sendLookup(res, await this.catalogue.vehicleTypes.get());
  }

  @Get('service-types')
  @ApiRoute({
    summary: 'Service types offered by the booking form; airport is first',
    response: serviceTypesResponseSchema,
  })
  async serviceTypes(@Res() res: Response): Promise<void> {
    sendLookup(res, await this.catalogue.serviceTypes.get());
  }

  @Get('testimonials')
  @ApiRoute({ summary: 'Active client testimonials', response: testimonialsResponseSchema })
  async testimonials(@Res() res: Response): Promise<void> {
    sendLookup(res, await this.catalogue.testimonials.get());
  }
}
