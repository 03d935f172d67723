import type { NestExpressApplication } from '@nestjs/platform-express';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { KIT_CONFIG, type BaseServiceConfig } from '@elite/nest-kit';
import { RedisIoAdapter } from './redis-io.adapter';

/** The Redis adapter when there is Redis (any number of replicas), the in-memory one otherwise. */
export function configureSockets(app: NestExpressApplication): void {
  const config = app.get<BaseServiceConfig>(KIT_CONFIG);
  app.useWebSocketAdapter(
    config.REDIS_URL ? new RedisIoAdapter(app, config.REDIS_URL, config.QUEUE_PREFIX) : new IoAdapter(app),
  );
}
