import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { BaseServiceConfig } from '../config/load-config';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { requestPolicy } from '../http/request-policy';
import { routeProcessOutputToJson } from '../logging/json-process-output';
import { BODY_LIMIT_BYTES, PinoNestLogger, createLogger, stopOnSignals, type TelemetryEnv } from '../core';
import { requestLogging } from '../logging/request-logging';
import type { Telemetry } from '../telemetry';
import { serveMetrics } from '../telemetry/metrics-endpoint';
import { RequestTracing } from '../telemetry/request-tracing';
import { KitRootModule } from './kit-root.module';

export interface ServiceAppOptions {
  /** Short name used in logs and OpenAPI, e.g. 'booking'. */
  name: string;
  /** The environment as main.ts parsed it, once, with the service's schema (built on baseServiceEnv). */
  config: BaseServiceConfig;
  openapi?: { title: string; description: string; version?: string };
  /** Runs before init, e.g. to install a websocket adapter. */
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

/** A configured service app, initialised but not listening (tests use it as it is). */
export async function createServiceApp(
  appModule: Type<unknown> | DynamicModule,
  options: ServiceAppOptions,
  pino = createLogger(options.name, options.config.LOG_LEVEL),
): Promise<NestExpressApplication> {
  const root = KitRootModule.wrap(appModule, options.config);
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bodyParser: false,
    logger: new PinoNestLogger(pino),
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  const tracing = new RequestTracing({ labelAttribute: 'http.route' });
  app.use((request: Request, response: Response, next: () => void) =>
    tracing.run(request, response, next, () => routeOf(request)),
  );
  app.use(requestLogging(pino));
  app.use(requestPolicy({ publicUrl: options.config.PUBLIC_URL }));
  app.useBodyParser('json', { limit: BODY_LIMIT_BYTES });
  app.useGlobalFilters(new AllExceptionsFilter());
  await options.configure?.(app);
  serveOpenApi(app, options); // before init: routes added later sit behind the not-found handler
  // On the service's own port, which only the cluster reaches: the gateway routes no /metrics.
  app
    .getHttpAdapter()
    .get('/metrics', (request: unknown, response: unknown) =>
      serveMetrics(request as IncomingMessage, response as ServerResponse),
    );
  await app.init();
  return app;
}

/** The route that answered (`/api/bookings/:id`), so that spans and metrics group by route, not by URL. */
function routeOf(request: Request): string | undefined {
  const route = (request.route as { path?: unknown } | undefined)?.path;
  return typeof route === 'string' ? `${request.baseUrl}${route}` : undefined;
}

function serveOpenApi(app: INestApplication, options: ServiceAppOptions): void {
  const builder = new DocumentBuilder()
    .setTitle(options.openapi?.title ?? `${options.name} service`)
    .setDescription(options.openapi?.description ?? '')
    .setVersion(options.openapi?.version ?? '1.0')
    .addCookieAuth('elite_session')
    .build();
  let document: object | undefined;
  app.getHttpAdapter().get('/openapi.json', (_request: unknown, response: { json(body: object): void }) => {
    document ??= SwaggerModule.createDocument(app, builder);
    response.json(document);
  });
}

/** Creates, configures and listens; a service's main.ts is this one call. */
export async function bootstrapService(
  appModule: Type<unknown> | DynamicModule,
  options: ServiceAppOptions & {
    port: number;
    /**
     * `startTelemetry` of `@elite/nest-kit/telemetry`, which main.ts imports before anything else so
     * that it instruments node:http, pg and ioredis as they load (in-process tests never load it).
     */
    startTelemetry: (options: { service: string; env: TelemetryEnv }) => Telemetry;
  },
): Promise<NestExpressApplication> {
  const telemetry = options.startTelemetry({ service: options.name, env: options.config });
  const pino = createLogger(options.name, options.config.LOG_LEVEL);
  routeProcessOutputToJson(pino);
  const app = await createServiceApp(appModule, options, pino);
  await app.listen(options.port, options.config.HOST);
  new Logger('Bootstrap').log(`${options.name} service listening on ${options.config.HOST}:${options.port}`);
  // Nest's lifecycle hooks (workers and the outbox relay finish, pools close), then the spans of it all leave.
  stopOnSignals(options.name, pino, async () => {
    await app.close();
    await telemetry.shutdown();
  });
  return app;
}
