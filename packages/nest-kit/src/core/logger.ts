import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger as Pino } from 'pino';

/** The request a log line belongs to, carried through async work without passing it around. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The one JSON log line of every process, gateway and services alike (docs/architecture.md §4):
 * `service`, an ISO 8601 `time`, the request id of the request being served, and credentials
 * redacted from logged headers. The services always wrote ISO times and the gateway epoch
 * milliseconds; ISO won, as people and log tools both read it and one stream mixes both processes.
 */
export function createLogger(
  service: string,
  level: LogLevel | string,
  destination?: pino.DestinationStream,
): Pino {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { requestId: context.requestId } : {};
    },
    redact: ['headers.cookie', 'headers.authorization', 'headers["x-booking-token"]'],
  };
  // Without a destination, stdout (pino's own fast writer).
  return destination ? pino(options, destination) : pino(options);
}

type WriteLevel = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/**
 * Nest's LoggerService on top of pino, so the framework's own lines (start-up, errors) are the same
 * JSON. It satisfies Nest's interface by shape: the core imports nothing from Nest.
 */
export class PinoNestLogger {
  constructor(readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  // Nest calls (message, context) or (message, stack, context); an object's fields are merged in.
  private write(level: WriteLevel, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      const { msg, ...own } = message as { msg?: unknown };
      this.pino[level]({ ...fields, ...own }, typeof msg === 'string' ? msg : undefined);
    } else {
      this.pino[level](fields, String(message));
    }
  }
}
