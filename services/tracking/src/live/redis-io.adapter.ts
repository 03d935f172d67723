import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * Rooms across replicas: every tracking instance publishes and hears through Redis. It publishes on
 * the service's connection (nest-kit's REDIS) and listens on a duplicate of it, since a subscribed
 * connection can do nothing else.
 */
export class RedisIoAdapter extends IoAdapter {
  private sub?: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly pub: Redis,
    private readonly prefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    this.sub ??= this.pub.duplicate();
    server.adapter(createAdapter(this.pub, this.sub, { key: `${this.prefix}:socket.io` }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await this.sub?.quit().catch(() => undefined);
  }
}
