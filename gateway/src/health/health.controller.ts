import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RENDER_SLICE } from '@elite/contracts';
import type { Response } from 'express';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG, GatewayLifecycle } from '../gateway.tokens';
import { aggregateHealth, type GatewayHealth } from './service-health';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly lifecycle: GatewayLifecycle,
  ) {}

  @Get('api/health')
  @ApiOperation({
    summary:
      "Every service's readiness, and the render slice's (never required: without it pages are drawn in the browser); 503 when a required one is not ready",
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<GatewayHealth> {
    const { serverRender } = this.config;
    const targets = serverRender.enabled
      ? [...this.config.services, { name: RENDER_SLICE.name, urls: serverRender.urls, required: false }]
      : this.config.services;
    const health = await aggregateHealth(targets, this.config.healthTimeoutMs);
    res
      .status(health.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .setHeader('cache-control', 'no-store');
    return health;
  }

  @Get('health/live')
  @ApiOperation({ summary: 'The gateway process answers' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('health/ready')
  @ApiOperation({ summary: 'The gateway takes traffic (503 while it drains at shutdown)' })
  ready(@Res({ passthrough: true }) res: Response): { status: 'ok' | 'draining' } {
    if (this.lifecycle.draining) {
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'draining' };
    }
    return { status: 'ok' };
  }
}
