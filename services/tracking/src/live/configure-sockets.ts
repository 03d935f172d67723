import type { NestExpressApplication } from '@nestjs/platform-express';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { KIT_CONFIG, REDIS, type BaseServiceConfig } from '@elite/nest-kit';
import type { Redis } from 'ioredis';
import { RedisIoAdapter } from './redis-io.adapter';

/** The Redis adapter when there is Redis (any number of replicas), the in-memory one otherwise. */
export function configureSockets(app: NestExpressApplication): void {
  const config = app.get<BaseServiceConfig>(KIT_CONFIG);
  const redis = app.get<Redis | null>(REDIS);
  app.useWebSocketAdapter(redis ? new RedisIoAdapter(app, redis, config.QUEUE_PREFIX) : new IoAdapter(app));
}
