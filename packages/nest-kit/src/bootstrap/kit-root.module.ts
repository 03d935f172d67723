import { DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SessionGuard } from '../auth/session.guard';
import { SessionVerifier } from '../auth/session-verifier';
import { KIT_CONFIG, KitConfigModule } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';
import { HealthController } from '../health/health.controller';
import { RedisHealth } from '../health/redis-health';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The id the gateway set, or a new one for a direct call. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Wraps a service's AppModule with what every service has: config, logs, auth guard, health. */
@Module({})
export class KitRootModule {
  static wrap(appModule: Type<unknown> | DynamicModule, serviceName: string): DynamicModule {
    return {
      module: KitRootModule,
      imports: [
        KitConfigModule,
        LoggerModule.forRootAsync({
          inject: [KIT_CONFIG],
          useFactory: (config: BaseServiceConfig) => ({
            pinoHttp: {
              level: config.LOG_LEVEL,
              base: { service: serviceName },
              genReqId: (request, response) => {
                const id = requestIdOf(request);
                response.setHeader('x-request-id', id);
                return id;
              },
              customAttributeKeys: { reqId: 'requestId' },
              autoLogging: { ignore: (request) => request.url?.startsWith('/health') ?? false },
              redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-booking-token"]', 'res.headers["set-cookie"]'],
              serializers: {
                req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.replace(/([?&]token=)[^&]+/, '$1[redacted]') }),
              },
            },
          }),
        }),
        appModule,
      ],
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
