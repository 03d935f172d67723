import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { ApiError } from '@elite/contracts';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { EDGE_MESSAGES } from '@elite/nest-kit/core';
import { sendJsonError } from './json-error';

/** Errors of the gateway's own routes, written as every gateway error is (json-error.ts); a 500 carries an id, never internals. */
@Catch()
export class JsonErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const { statusCode, message, errorId } = this.toBody(exception);
    sendJsonError(response, statusCode, message, false, errorId);
  }

  toBody(exception: unknown): ApiError {
    if (exception instanceof HttpException && exception.getStatus() !== 500) {
      const statusCode = exception.getStatus();
      if (statusCode === 404) return { statusCode, message: EDGE_MESSAGES.notFound };
      const raw = exception.getResponse();
      const message =
        typeof raw === 'string' ? raw : String((raw as { message?: unknown }).message ?? exception.message);
      return { statusCode, message };
    }
    const errorId = randomUUID();
    this.logger.error({ errorId, err: exception }, 'unhandled error');
    return { statusCode: 500, message: 'Internal error', errorId };
  }
}
