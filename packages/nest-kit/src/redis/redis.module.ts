import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { KIT_CONFIG } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';

/** The service's one Redis connection (REDIS_URL), or null in single-node mode (docs/architecture.md). */
export const REDIS = Symbol('REDIS');

/**
 * One Redis client per service, for everything that needs one (readiness, the login throttle's
 * counts, the latest positions; the socket adapter duplicates it for its subscriber). A command
 * waits through two reconnects at most, then fails, so a Redis outage answers instead of hanging.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [KIT_CONFIG],
      useFactory: ({ REDIS_URL }: BaseServiceConfig) =>
        REDIS_URL ? new Redis(REDIS_URL, { maxRetriesPerRequest: 2 }) : null,
    },
  ],
  exports: [REDIS],
})
export class KitRedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  /** Quits the connection once the service has stopped. */
  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
