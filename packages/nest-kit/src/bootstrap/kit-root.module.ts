import { DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SessionGuard } from '../auth/session.guard';
import { SessionVerifier } from '../auth/session-verifier';
import { KIT_CONFIG } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';
import { HealthController } from '../health/health.controller';
import { KitRedisModule } from '../redis/redis.module';

/**
 * Wraps a service's AppModule with what every service has: its config (KIT_CONFIG) and session
 * verification (guards, socket gateways) for all its modules, the auth guard, Redis, health.
 */
@Module({})
export class KitRootModule {
  static wrap(appModule: Type<unknown> | DynamicModule, config: BaseServiceConfig): DynamicModule {
    return {
      module: KitRootModule,
      global: true,
      imports: [KitRedisModule, appModule],
      controllers: [HealthController],
      providers: [
        { provide: KIT_CONFIG, useValue: config },
        { provide: SessionVerifier, useFactory: () => new SessionVerifier(config) },
        { provide: APP_GUARD, useClass: SessionGuard },
      ],
      exports: [KIT_CONFIG, SessionVerifier],
    };
  }
}
