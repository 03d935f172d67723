// @elite/nest-kit/core: what the gateway and every service share, with no Nest (or express)
// import, so the gateway's hot path stays plain Node (docs/architecture.md, "Platform core").
export * from './config';
export {
  BODY_LIMIT_BYTES,
  EDGE_MESSAGES,
  type Refusal,
  announcesBody,
  originMatches,
  crossOriginRefusal,
  bodyLengthRefusal,
  contentTypeRefusal,
} from './edge-rules';
export { createLogger, PinoNestLogger, requestContext, type LogLevel } from './logger';
export { REQUEST_ID_HEADER, requestIdOf, assignRequestId } from './request-id';
export { RoundRobin } from './round-robin';
export { sessionTokenHash } from './session-token-hash';
export { type RemoteEntry, REMOTE_FOLDER, remoteDist, listedRemotes, foreignRemoteOrigins } from './remotes';
export { SERVICE_NAMES, type ServiceName, serviceEnvPrefix, isUnder, serviceFor } from './service-routes';
export * from './site-config';
export { drain, listen } from './http-server';
export { stopOnSignals } from './stop-on-signals';
