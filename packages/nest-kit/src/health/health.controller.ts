import { Controller, Get, HttpStatus, Inject, Optional, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators';
import { RedisHealth } from './redis-health';

type Check = 'up' | 'down';

/** Liveness says the process runs; readiness says its database (and Redis, when used) answer. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    @Optional() @Inject(DataSource) private readonly dataSource: DataSource | undefined,
    private readonly redis: RedisHealth,
  ) {}

  @Public()
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response) {
    const checks: Record<string, Check> = {};
    if (this.dataSource) checks.database = await this.ping(() => this.dataSource!.query('SELECT 1'));
    if (this.redis.enabled) checks.redis = await this.ping(() => this.redis.ping());
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
