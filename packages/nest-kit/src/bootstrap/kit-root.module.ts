import { DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SessionGuard } from '../auth/session.guard';
import { SessionVerifier } from '../auth/session-verifier';
import { KIT_CONFIG, KitConfigModule } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';
import { HealthController } from '../health/health.controller';
import { KitRedisModule } from '../redis/redis.module';

/** Session verification for every module of a service (guards, socket gateways). */
@Global()
@Module({
  providers: [
    {
      provide: SessionVerifier,
      inject: [KIT_CONFIG],
      useFactory: (config: BaseServiceConfig) => new SessionVerifier(config),
    },
  ],
  exports: [SessionVerifier],
})
export class KitAuthModule {}

/** Wraps a service's AppModule with what every service has: config, auth guard, Redis, health. */
@Module({})
export class KitRootModule {
  static wrap(appModule: Type<unknown> | DynamicModule): DynamicModule {
    return {
      module: KitRootModule,
      imports: [KitConfigModule, KitAuthModule, KitRedisModule, appModule],
      controllers: [HealthController],
      providers: [{ provide: APP_GUARD, useClass: SessionGuard }],
    };
  }
}
