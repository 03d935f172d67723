export {
  loadConfig,
  ConfigError,
  baseServiceEnv,
  baseServiceEnvSchema,
  envDurationSeconds,
  envFlag,
  envMailFrom,
  envPort,
  envServiceUrls,
  type BaseServiceConfig,
  envBusinessTimeZone,
  emptyAsUnset,
} from './config/load-config';
export { KIT_CONFIG } from './config/kit-config';
export { KitRedisModule, REDIS } from './redis/redis.module';
export { AllExceptionsFilter } from './errors/all-exceptions.filter';
export {
  Public,
  Authenticated,
  CurrentUser,
  BookingCallerOf,
  AUTH_METADATA,
  type AuthRequirement,
  type BookingCaller,
} from './auth/auth.decorators';
export { SessionGuard, sessionToken } from './auth/session.guard';
export { SessionVerifier, type SessionKeySource, type VerifiedSession } from './auth/session-verifier';
export { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER, type SessionUser } from './auth/session-user';
export {
  DatabaseModule,
  serviceDataSourceOptions,
  type ServiceDatabaseOptions,
} from './database/database.module';
export { runMigrationsLocked } from './database/run-migrations';
export { migrateServiceSchema, runMigrateCommand, type SchemaMigrations } from './database/migrate-command';
export {
  OutboxEntity,
  addOutboxTraceContext,
  createOutboxTable,
  dropOutboxTable,
  dropOutboxTraceContext,
} from './outbox/outbox.entity';
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
  type BullmqBackend,
  redisConnectionOptions,
  finishedJobRetention,
  type EventBus,
  type EventBusConfig,
} from './outbox/event-bus';
export { requestPolicy, isSameOrigin } from './http/request-policy';
export { ServiceClient, SERVICE_CALL_TIMEOUT_MS, type ServiceAnswer } from './http/service-client';
export { DependencyUnavailableError, neverConnected } from './errors/dependency-unavailable';
export { KitRootModule } from './bootstrap/kit-root.module';
export { requestLogging } from './logging/request-logging';
// The framework-free core is also @elite/nest-kit/core (the gateway imports only that).
export {
  createLogger,
  PinoNestLogger,
  requestContext,
  requestIdOf,
  RoundRobin,
  sessionTokenHash,
} from './core';
export { createServiceApp, bootstrapService, type ServiceAppOptions } from './bootstrap/create-service-app';
export { ApiBookingAccess, ApiRoute, openApiGaps, type RouteContract } from './openapi';
export {
  rideCalendar,
  type RideCalendar,
  type RideCalendarDelivery,
  type RideCalendarInput,
} from './calendar/ride-calendar';
export { SecretOpener, SecretSealer, type SealedKind } from './sealing/sealed-secrets';
export {
  notificationsPrivateKeyEnv,
  notificationsPublicKeyEnv,
  withSealingKey,
} from './sealing/sealing-keys';
