import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  DEPENDENCY_RETRY_AFTER_SECONDS,
  DEPENDENCY_UNAVAILABLE_MESSAGE,
  type ApiError,
  type FieldError,
} from '@elite/contracts';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { isDependencyUnavailable } from './dependency-unavailable';

const BODY_PARSER_MESSAGES: Record<string, [number, string]> = {
  'entity.parse.failed': [HttpStatus.BAD_REQUEST, 'Malformed JSON body'],
  'entity.too.large': [HttpStatus.PAYLOAD_TOO_LARGE, 'Request body is too large (limit 32 KiB)'],
  'encoding.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported content encoding'],
  'charset.unsupported': [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported charset'],
  'request.aborted': [HttpStatus.BAD_REQUEST, 'Request aborted'],
};

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'Bad request',
  401: 'Please sign in to continue',
  403: 'You are not allowed to do this',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large (limit 32 KiB)',
  415: 'Requests must be JSON',
  429: 'Too many requests, please try again later',
};

/** The one place errors become the JSON of docs/architecture.md §5; a 500 carries an id, never internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    if (host.getType() !== 'http' || response.headersSent) return;
    const body = this.toBody(exception, request);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && !response.hasHeader('retry-after')) {
      response.setHeader('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    }
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown, request?: Request): ApiError {
    const parser = bodyParserError(exception);
    if (parser) return parser;
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const raw = exception.getResponse();
      const { message, errors } = readHttpExceptionBody(raw, statusCode);
      if (statusCode >= 500) return this.internal(exception, request, statusCode, message);
      return errors ? { statusCode, message, errors } : { statusCode, message };
    }
    if (isDependencyUnavailable(exception)) return this.unavailable(exception, request);
    return this.internal(exception, request, HttpStatus.INTERNAL_SERVER_ERROR);
  }

  /** The database (or another dependency) cannot be reached: an outage to wait out, logged once per request, briefly. */
  private unavailable(exception: unknown, request: Request | undefined): ApiError {
    const errorId = randomUUID();
    this.logger.warn(
      { errorId, err: exception, method: request?.method, url: request?.originalUrl },
      'a dependency is unavailable; answered 503',
    );
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DEPENDENCY_UNAVAILABLE_MESSAGE, errorId };
  }

  private internal(
    exception: unknown,
    request: Request | undefined,
    statusCode: number,
    message?: string,
  ): ApiError {
    const errorId = randomUUID();
    this.logger.error(
      { errorId, err: exception, method: request?.method, url: request?.originalUrl },
      exception instanceof Error ? exception.stack : String(exception),
    );
    const shown = statusCode === 500 || !message ? 'Internal error' : message;
    return { statusCode, message: shown, errorId };
  }
}

/**
 * Express' body parser errors (each says what went wrong in its `type`), raw or as Nest wraps them,
 * in words for people rather than JSON.parse's.
 */
function bodyParserError(exception: unknown): ApiError | undefined {
  const candidates = [exception, (exception as { cause?: unknown })?.cause] as { type?: string }[];
  for (const candidate of candidates) {
    const known = candidate?.type ? BODY_PARSER_MESSAGES[candidate.type] : undefined;
    if (known) return { statusCode: known[0], message: known[1] };
  }
  return undefined;
}

function readHttpExceptionBody(
  raw: string | object,
  statusCode: number,
): { message: string; errors?: FieldError[] } {
  if (typeof raw === 'string') return { message: raw };
  const record = raw as { message?: unknown; errors?: FieldError[] };
  const fallback = STATUS_MESSAGES[statusCode] ?? 'Request failed';
  let message = fallback;
  if (typeof record.message === 'string') message = record.message;
  else if (Array.isArray(record.message)) message = record.message.join('; ');
  // Nest's default "Cannot GET /x" is fine for a 404 but reads oddly for people; keep ours short.
  if (statusCode === 404 && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message))
    message = 'Not found';
  return Array.isArray(record.errors) ? { message, errors: record.errors } : { message };
}
