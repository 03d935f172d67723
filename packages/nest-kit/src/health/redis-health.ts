import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { KIT_CONFIG } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';

/** A lazily opened Redis connection used only to answer readiness. */
@Injectable()
export class RedisHealth implements OnApplicationShutdown {
  private client?: Redis;

  constructor(@Inject(KIT_CONFIG) private readonly config: BaseServiceConfig) {}

  get enabled(): boolean {
    return Boolean(this.config.REDIS_URL);
  }

  async ping(): Promise<string> {
    this.client ??= new Redis(this.config.REDIS_URL!, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    if (this.client.status === 'wait') await this.client.connect();
    return this.client.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => undefined);
  }
}
