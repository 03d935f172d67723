import { type DynamicModule, Module } from '@nestjs/common';
import type { GatewayConfig } from './config';
import { DocsController } from './docs/docs.controller';
import { GATEWAY_CONFIG, GatewayLifecycle } from './gateway.tokens';
import { HealthController } from './health/health.controller';
import { RemotesController } from './remotes/remotes.controller';

/** The routes the gateway answers itself; proxying happens before Nest sees a request. */
@Module({})
export class AppModule {
  static register(config: GatewayConfig, lifecycle: GatewayLifecycle): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController, RemotesController, DocsController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GatewayLifecycle, useValue: lifecycle },
      ],
    };
  }
}
