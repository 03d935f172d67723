export * from './config/load-config';
export { KIT_CONFIG } from './config/kit-config';
export { REDIS } from './redis/redis.module';
export {
  Public,
  Authenticated,
  CurrentUser,
  BookingCallerOf,
  type BookingCaller,
} from './auth/auth.decorators';
export { sessionToken } from './auth/session.guard';
export { SessionVerifier } from './auth/session-verifier';
export { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER, type SessionUser } from './auth/session-user';
export {
  DatabaseModule,
  serviceDataSourceOptions,
  type ServiceDatabaseOptions,
} from './database/database.module';
export { runMigrationsLocked } from './database/run-migrations';
export { runMigrateCommand } from './database/migrate-command';
export * from './outbox/outbox.entity';
export {
  SpanKind,
  inSpan,
  observeQueueDepth,
  forgetQueue,
  productMeter,
  rateLimitRefusals,
} from './telemetry/signals';
export { OutboxService } from './outbox/outbox.service';
export { OutboxRelay } from './outbox/outbox.relay';
export { OutboxModule } from './outbox/outbox.module';
export {
  createEventBus,
  bullmqBackend,
  redisConnectionOptions,
  finishedJobRetention,
  type EventBus,
} from './outbox/event-bus';
export { isSameOrigin } from './http/request-policy';
export { ServiceClient } from './http/service-client';
export { DependencyUnavailableError, neverConnected } from './errors/dependency-unavailable';
// The framework-free core is also @elite/nest-kit/core (the gateway imports only that).
export { createLogger, PinoNestLogger, requestContext, RoundRobin, sessionTokenHash } from './core';
export { createServiceApp, bootstrapService } from './bootstrap/create-service-app';
export { ApiBookingAccess, ApiRoute, openApiGaps } from './openapi';
export { rideCalendar } from './calendar/ride-calendar';
export { SecretOpener, SecretSealer } from './sealing/sealed-secrets';
export * from './sealing/sealing-keys';
