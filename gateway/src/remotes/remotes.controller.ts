import { REVALIDATE, type MapTiles, type RemotesListing } from '@elite/contracts';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway.tokens';
import { listedRemotes } from '@elite/nest-kit/core';

@ApiTags('remotes')
@Controller()
export class RemotesController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get('remotes.json')
  @Header('cache-control', REVALIDATE)
  @ApiOperation({ summary: 'The remotes the shell registers with the Module Federation runtime' })
  remotes(): RemotesListing {
    return { remotes: listedRemotes(this.config) };
  }

  @Get('map-tiles.json')
  @Header('cache-control', REVALIDATE)
  @ApiOperation({ summary: 'The map tiles the tracking page shows: MAP_TILE_URL and MAP_TILE_ATTRIBUTION' })
  mapTiles(): MapTiles {
    return this.config.mapTiles;
  }
}
