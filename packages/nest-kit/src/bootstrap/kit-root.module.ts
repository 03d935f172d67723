import { DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SessionGuard } from '../auth/session.guard';
import { SessionVerifier } from '../auth/session-verifier';
import { KIT_CONFIG, KitConfigModule } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';
import { HealthController } from '../health/health.controller';
import { RedisHealth } from '../health/redis-health';

/** Wraps a service's AppModule with what every service has: config, auth guard, health. */
@Module({})
export class KitRootModule {
  static wrap(appModule: Type<unknown> | DynamicModule): DynamicModule {
    return {
      module: KitRootModule,
      imports: [KitConfigModule, appModule],
      controllers: [HealthController],
      providers: [
        RedisHealth,
        { provide: SessionVerifier, inject: [KIT_CONFIG], useFactory: (config: BaseServiceConfig) => new SessionVerifier(config) },
        { provide: APP_GUARD, useClass: SessionGuard },
      ],
      exports: [SessionVerifier],
    };
  }
}
