import { Controller, Get, HttpStatus, Inject, Optional, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { livenessSchema, readinessSchema, type Liveness, type Readiness } from '@elite/contracts';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators';
import { ApiRoute } from '../openapi';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module';

type Check = Readiness['checks'][string];

/**
 * Liveness says the process runs; readiness says its database (and Redis, when used) answer. On
 * the service's own port: the gateway does not forward /health, its /api/health asks each service.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Optional() @Inject(DataSource) private readonly dataSource: DataSource | undefined,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  @Public()
  @Get('live')
  @ApiRoute({ summary: 'The process runs', response: livenessSchema })
  live(): Liveness {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiRoute({ summary: 'Its database (and Redis, when used) answer', response: readinessSchema })
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    standardSchema: readinessSchema,
    description: 'A dependency does not answer',
  })
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const checks: Record<string, Check> = {};
    if (this.dataSource) checks.database = await this.ping(() => this.dataSource!.query('SELECT 1'));
    if (this.redis) checks.redis = await this.ping(() => this.redis!.ping());
    const ok = Object.values(checks).every((c) => c === 'up');
    response.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'unavailable', checks };
  }

  private async ping(fn: () => Promise<unknown>): Promise<Check> {
    try {
      await Promise.race([
        fn(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1_500)),
      ]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
