/// <reference types="node" />
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ApiRequestError, apiGet, apiGetParsed, apiPost, errorMessage } from './api-client';

interface Seen {
  method?: string;
  contentType?: string;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen = { body: '' };

const JSON_TYPE = { 'Content-Type': 'application/json' };

function reply(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, headers);
  res.end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += chunk;
  Object.assign(seen, { method: req.method, contentType: req.headers['content-type'], body });
  switch (req.url) {
    case '/api/vehicles':
      return reply(res, 200, JSON.stringify([{ id: 1, name: 'Sprinter' }]), JSON_TYPE);
    case '/api/echo':
      return reply(res, 201, body, JSON_TYPE);
    case '/api/empty':
      return reply(res, 204, '');
    case '/api/auth/login':
      return reply(
        res,
        503,
        JSON.stringify({ statusCode: 503, message: 'Identity service is unavailable' }),
        JSON_TYPE,
      );
    case '/api/plain':
      return reply(res, 500, 'upstream broke');
    default:
      return reply(res, 404, '');
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('GETs without a body or content type and returns the parsed JSON', async () => {
    await expect(apiGet(`${base}/api/vehicles`)).resolves.toEqual([{ id: 1, name: 'Sprinter' }]);
    expect(seen.method).toBe('GET');
    expect(seen.contentType).toBeUndefined();
  });

  it('sends a JSON body with its content type on POST', async () => {
    await expect(apiPost(`${base}/api/echo`, { email: 'a@b.co' })).resolves.toEqual({ email: 'a@b.co' });
    expect(seen).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@b.co"}',
    });
  });

  it('returns null for an empty answer', async () => {
    await expect(apiPost(`${base}/api/empty`)).resolves.toBeNull();
  });

  it('parses the answer with a schema when one is given', async () => {
    const schema = z.array(z.object({ id: z.number() }));
    await expect(apiGet(`${base}/api/vehicles`, { schema })).resolves.toEqual([{ id: 1 }]);
    await expect(apiGet(`${base}/api/vehicles`, { schema: z.array(z.string()) })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('parses with a schema loaded beside the request, and fails as the request or the schema does', async () => {
    let loads = 0;
    const loadSchema = async () => {
      loads += 1;
      return z.array(z.object({ id: z.number() }));
    };
    await expect(apiGetParsed(`${base}/api/vehicles`, loadSchema)).resolves.toEqual([{ id: 1 }]);
    expect(loads).toBe(1);
    await expect(apiGetParsed(`${base}/api/missing`, loadSchema)).rejects.toBeInstanceOf(ApiRequestError);
    await expect(
      apiGetParsed(`${base}/api/vehicles`, async () => z.array(z.string())),
    ).rejects.toBeInstanceOf(z.ZodError);
    await expect(
      apiGetParsed(`${base}/api/vehicles`, () => Promise.reject(new Error('Loading chunk 5813 failed'))),
    ).rejects.toThrow('Loading chunk 5813 failed');
  });

  it('throws "<status>: <body text>" with the status and the server message on a non-OK answer', async () => {
    const error = await apiPost(`${base}/api/auth/login`, { email: 'a@b.co', password: 'secret1' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.message).toBe('503: {"statusCode":503,"message":"Identity service is unavailable"}');
    expect(apiError.status).toBe(503);
    expect(apiError.serverMessage).toBe('Identity service is unavailable');
    expect(errorMessage(apiError, 'Invalid email or password')).toBe('Identity service is unavailable');
  });

  it('uses the status text when the body is empty and has no server message for a non-JSON body', async () => {
    await expect(apiGet(`${base}/api/missing`)).rejects.toThrow(/^404: Not Found$/);
    const error = (await apiGet(`${base}/api/plain`).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toBe('500: upstream broke');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, 'There was an error')).toBe('There was an error');
  });
});
