import { AsyncLocalStorage } from 'node:async_hooks';
import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type Logger as Pino } from 'pino';

/** The request a log line belongs to, carried through async work without passing it around. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Headers that carry a credential: sessions, booking tokens, cookies either way. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-booking-token'];
// Logged as Node hands them over (lower case) or as code writes them, at the top or one level down.
const SECRET_HEADER_PATHS = SECRET_HEADERS.flatMap((name) => {
  const written = name.replace(/(^|-)[a-z]/g, (letter) => letter.toUpperCase());
  return [name, written].flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]);
});

/** A query parameter whose name says it holds a credential (token, accessToken, access_token, api_key…). */
const SECRET_PARAMETER = /token|secret|passw|key|auth|session|signature/i;
/** Path segments that are themselves a credential: a magic link's token, on its page and on its check. */
const SECRET_PATH_SEGMENT = /(\/magic-link\/|\/magic-links\/validate\/)[^/?#]+/gi;
const REDACTED = '[redacted]';

/**
 * A URL as it may be logged: the value of every credential-like query parameter (each occurrence,
 * whatever its case or encoding) and every token-bearing path segment replaced by `[redacted]`.
 */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const query = url.indexOf('?');
  const path = (query === -1 ? url : url.slice(0, query)).replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (query === -1) return path;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${parameters.join('&')}`;
}

/** A parameter's name as the server reads it (`%74oken` and `to+ken` are names too); raw when malformed. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The one JSON log line of every process, gateway and services alike (docs/architecture.md §4):
 * `service`, an ISO 8601 `time`, the request id of the request being served, the `trace_id` and
 * `span_id` of the span it is written in (docs/operations.md, "Seeing inside"), and credentials
 * redacted: from logged headers, and from every logged `url` (query parameters and path segments
 * that carry a token), whoever logs it. The services always wrote ISO times and the gateway epoch
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
      const request = requestContext.getStore();
      const span = trace.getSpan(context.active())?.spanContext();
      return {
        ...(request ? { requestId: request.requestId } : {}),
        ...(span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {}),
      };
    },
    redact: SECRET_HEADER_PATHS,
    serializers: { url: redactUrl },
  };
  // Without a destination, stdout (pino's own fast writer).
  return destination ? pino(options, destination) : pino(options);
}

/** A stack trace's frame line, as Nest passes one after an error's message. */
const STACK_TRACE = /\n\s+at /;

type WriteLevel = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/**
 * Nest's LoggerService on top of pino, so the framework's own lines (start-up, errors) are the same
 * JSON. It satisfies Nest's interface by shape: the core imports nothing from Nest.
 */
export class PinoNestLogger {
  constructor(readonly pino: Pino) {}

  readonly log = (message: unknown, ...rest: unknown[]): void => this.write('info', message, rest);
  readonly error = (message: unknown, ...rest: unknown[]): void => this.write('error', message, rest);
  readonly warn = (message: unknown, ...rest: unknown[]): void => this.write('warn', message, rest);
  readonly debug = (message: unknown, ...rest: unknown[]): void => this.write('debug', message, rest);
  readonly verbose = (message: unknown, ...rest: unknown[]): void => this.write('trace', message, rest);
  readonly fatal = (message: unknown, ...rest: unknown[]): void => this.write('fatal', message, rest);

  // Nest calls (message, context) or (message, stack, context); an object's fields are merged in.
  private write(level: WriteLevel, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const text = typeof rest[0] === 'string' ? rest[0] : undefined;
    // After an object, a string is its message (`log({ deliveryId }, 'e-mail sent')`), unless it is a trace.
    const isObject = message !== null && typeof message === 'object' && !(message instanceof Error);
    const said = isObject && text !== undefined && !STACK_TRACE.test(text) ? text : undefined;
    const stack = said === undefined ? text : undefined;
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (isObject) {
      const { msg, ...own } = message as { msg?: unknown };
      this.pino[level]({ ...fields, ...own }, said ?? (typeof msg === 'string' ? msg : undefined));
    } else {
      this.pino[level](fields, String(message));
    }
  }
}
