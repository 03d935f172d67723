import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module';

/** Readiness's Redis check, on the service's one connection. */
@Injectable()
export class RedisHealth {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  get enabled(): boolean {
    return this.redis !== null;
  }

  ping(): Promise<string> {
    return this.redis!.ping();
  }
}
