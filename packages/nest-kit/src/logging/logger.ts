import type { LoggerService } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger as Pino } from 'pino';

/** The request a log line belongs to, carried through async work without passing it around. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function createPinoLogger(service: string, level: string): Pino {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { requestId: context.requestId } : {};
    },
    redact: ['headers.cookie', 'headers.authorization', 'headers["x-booking-token"]'],
  });
}

/** Nest's logger interface on top of pino, so framework and application logs are the same JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Pino) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  // Nest calls (message, context) or (message, stack, context); objects are merged as fields.
  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    rest: unknown[],
  ) {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = typeof rest[0] === 'string' ? (rest[0] as string) : undefined;
    if (message !== null && typeof message === 'object') {
      const { msg, ...fields } = message as { msg?: unknown };
      this.pino[level]({ context, ...fields }, typeof msg === 'string' ? msg : undefined);
    } else {
      this.pino[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}
