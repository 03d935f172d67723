import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMIT_BYTES, EDGE_MESSAGES } from '@elite/nest-kit/core';
import { sendJsonError } from './json-error';

export type BodyFailure = 'too-large' | 'timeout' | 'aborted';

/** Why a body could not be read: what the edge answers (413, 408) or that the client went away. */
export class BodyReadError extends Error {
  constructor(readonly reason: BodyFailure) {
    super(`request body ${reason}`);
  }
}

/**
 * Reads a request body whole (at most BODY_LIMIT_BYTES) within `timeoutMs`, before any service
 * connection is opened: a client that trickles its body holds only its own socket here, never one
 * of the pooled connections to a service. Hand-written because express' raw-body has a size limit
 * but no deadline, and this runs before express, on the proxied hot path.
 */
export function readBody(req: IncomingMessage, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error?: BodyReadError) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onAborted);
      if (error) {
        // Whatever else arrives is dropped; the answer closes the connection.
        req.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks, received));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > BODY_LIMIT_BYTES) return finish(new BodyReadError('too-large'));
      chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onAborted = () => finish(new BodyReadError('aborted'));
    const timer = setTimeout(() => finish(new BodyReadError('timeout')), timeoutMs);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('aborted', onAborted);
    req.once('error', onAborted);
  });
}

/**
 * The answer to a body readBody gave up on: 408 when it came too slowly, 413 when it was too large
 * (by `refuse`: the JSON error, closing the connection, unless said); a client that went away is dropped.
 */
export function refuseUnreadBody(
  res: ServerResponse,
  error: unknown,
  refuse = (status: number, message: string) => sendJsonError(res, status, message, true),
): void {
  const reason = error instanceof BodyReadError ? error.reason : 'aborted';
  if (reason === 'timeout') refuse(408, EDGE_MESSAGES.bodyTimeout);
  else if (reason === 'too-large') refuse(413, EDGE_MESSAGES.tooLarge);
  else res.destroy();
}
