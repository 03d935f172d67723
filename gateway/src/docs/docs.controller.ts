import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway.tokens';

const DOCUMENT_TIMEOUT_MS = 5_000;

@ApiTags('docs')
@Controller('api/docs')
export class DocsController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get(':service.json')
  @ApiOperation({ summary: "A service's OpenAPI document, generated from its code" })
  async document(@Param('service') name: string): Promise<unknown> {
    const target = this.config.services.find((service) => service.name === name);
    if (!target) throw new NotFoundException();
    try {
      const response = await fetch(new URL('/openapi.json', target.urls[0]), {
        signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS),
      });
      if (response.ok) return await response.json();
    } catch {
      // reported below as unavailable
    }
    throw new ServiceUnavailableException(`The ${name} service is unavailable`);
  }
}
