import { GoneException, NotFoundException } from '@nestjs/common';
import { DependencyUnavailableError } from '@elite/nest-kit';
import { sealingKeyEnv } from '@elite/nest-kit/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadBookingConfig } from '../config';
import { MagicLinksClient } from './magic-links.client';

// A real HTTP server stands in for the magic-link service, answering what each test sets.
const TOKEN = 'a'.repeat(32);
let consumeAnswer: { status: number; body: string };
let calls: { path: string; body: unknown }[] = [];
let server: Server;
let client: MagicLinksClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ path: request.url!, body: JSON.parse(body) });
      const answer =
        request.url === '/internal/magic-links/consume'
          ? consumeAnswer
          : { status: 200, body: '{"released":true}' };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = new MagicLinksClient(
    loadBookingConfig({
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      MAGIC_LINK_URL: `http://127.0.0.1:${port}`,
      NOTIFICATIONS_PUBLIC_KEY: sealingKeyEnv().NOTIFICATIONS_PUBLIC_KEY,
    }),
  );
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  calls = [];
  consumeAnswer = { status: 200, body: JSON.stringify({ magicLinkId: 3, email: 'a@example.test' }) };
});

const paths = () => calls.map((call) => call.path);

describe('MagicLinksClient.spendWith', () => {
  it('books without asking magic-link when no link is sent', async () => {
    await expect(client.spendWith(undefined, (spend) => spend({ id: 7 }))).resolves.toEqual({ id: 7 });
    expect(calls).toEqual([]);
  });

  it('spends the link for the new booking and answers the booking', async () => {
    await expect(client.spendWith(TOKEN, (spend) => spend({ id: 7 }))).resolves.toEqual({ id: 7 });
    expect(calls).toEqual([{ path: '/internal/magic-links/consume', body: { token: TOKEN, bookingId: 7 } }]);
  });

  it('spends nothing for a replayed booking: its link went with the first answer', async () => {
    const replayed = { id: 7, replayed: true as const };
    await expect(client.spendWith(TOKEN, (spend) => spend(replayed))).resolves.toBe(replayed);
    expect(calls).toEqual([]);
  });

  it.each([
    [404, 'This magic link is invalid.', NotFoundException],
    [410, 'This magic link has already been used.', GoneException],
    [410, 'This magic link has expired.', GoneException],
  ])('passes a %i on with magic-link’s message, giving nothing back', async (status, message, type) => {
    consumeAnswer = { status, body: JSON.stringify({ statusCode: status, message }) };
    const error = await client.spendWith(TOKEN, (spend) => spend({ id: 7 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toBe(message);
    expect(paths()).toEqual(['/internal/magic-links/consume']);
  });

  it('gives the link back when the spend may have happened but the booking rolls back (an outage)', async () => {
    consumeAnswer = { status: 502, body: '' };
    const error = await client.spendWith(TOKEN, (spend) => spend({ id: 7 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect(calls).toEqual([
      { path: '/internal/magic-links/consume', body: { token: TOKEN, bookingId: 7 } },
      { path: '/internal/magic-links/release', body: { token: TOKEN, bookingId: 7 } },
    ]);
  });

  it('leaves the spend alone when the commit itself fails: whether it landed is not known', async () => {
    const commitFailed = new Error('Connection terminated unexpectedly');
    const error = await client
      .spendWith(TOKEN, async (spend) => {
        await spend({ id: 7 });
        throw commitFailed;
      })
      .catch((e: unknown) => e);
    expect(error).toBe(commitFailed);
    expect(paths()).toEqual(['/internal/magic-links/consume']);
  });

  it('asks nothing when the booking fails before its spend', async () => {
    const failed = new Error('insert failed');
    await expect(client.spendWith(TOKEN, () => Promise.reject(failed))).rejects.toBe(failed);
    expect(calls).toEqual([]);
  });
});
