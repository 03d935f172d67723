import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { placesQuerySchema, placesResponseSchema, type Place, type PlacesQuery } from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import type { Response } from 'express';
import { PlacesService } from './places.service';

// The catalogue changes only with a deploy of this service: browsers and caches may keep an answer an hour.
const PLACES_CACHE_CONTROL = 'public, max-age=3600';

@ApiTags('places')
@Public()
@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @Get()
  @ApiRoute({
    summary: 'Places of the service area matching a text, best first',
    description:
      'The suggestions of the Pick-up and Drop-off fields: airports (also by their code, such as LAX), districts ' +
      'and hotels whose name contains each word typed, case-insensitive. A ride between two places named as ' +
      'they are written here is priced at once by POST /api/quotes.',
    query: placesQuerySchema,
    response: placesResponseSchema,
  })
  search(@Query() { q }: PlacesQuery, @Res({ passthrough: true }) res: Response): Place[] {
    // Set here, not with @Header, which Nest sets before validation: a 400 must not be kept.
    res.setHeader('Cache-Control', PLACES_CACHE_CONTROL);
    return this.places.search(q);
  }
}
