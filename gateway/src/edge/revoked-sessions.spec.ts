import type { RevokedSessionsAnswer } from '@elite/contracts';
import { sessionTokenHash } from '@elite/nest-kit/core';
import pino from 'pino';
import { RevokedSessions, type RevokedSessionsSource } from './revoked-sessions';

const logger = pino({ level: 'silent' });
const HOUR = 3_600_000;
const options = { refreshMs: HOUR, retryMs: HOUR, unconfirmedMs: 10 * 60_000 };

/** identity's side as the gateway sees it: its answers in turn, or a failure. */
function identity(...answers: Array<RevokedSessionsAnswer | Error>) {
  const asked: Array<string | undefined> = [];
  const source: RevokedSessionsSource = (since) => {
    asked.push(since);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { source, asked };
}

const listed = (
  asOf: string,
  ...entries: Array<[token: string, expiresAt: number]>
): RevokedSessionsAnswer => ({
  asOf,
  sessions: entries.map(([token, expiresAt]) => ({
    hash: sessionTokenHash(token),
    expiresAt: new Date(expiresAt).toISOString(),
  })),
});

describe('RevokedSessions', () => {
  let time: number;
  const open: RevokedSessions[] = [];
  const start = (source: RevokedSessionsSource) => {
    const sessions = new RevokedSessions(source, logger, options, () => time);
    open.push(sessions);
    return sessions;
  };
  beforeEach(() => (time = Date.parse('2031-05-02T09:00:00Z')));
  afterEach(() => open.splice(0).forEach((sessions) => sessions.close()));

  it('refuses, from its first load, a session signed out before it started (a restart loses nothing)', async () => {
    const sessions = start(identity(listed('2031-05-02T09:00:00.000Z', ['old-token', time + HOUR])).source);
    expect(await sessions.isRevoked('old-token')).toBe(true);
    expect(await sessions.isRevoked('another-token')).toBe(false);
  });

  it('refuses a session at once when the sign-out passes here, before identity lists it', async () => {
    const sessions = start(identity(listed('2031-05-02T09:00:00.000Z')).source);
    await sessions.refresh();
    sessions.revoke('token');
    expect(await sessions.isRevoked('token')).toBe(true);
  });

  it('lets an unconfirmed sign-out lapse (a token identity did not record), but keeps a confirmed one until it expires', async () => {
    const { source } = identity(
      listed('2031-05-02T09:00:00.000Z'),
      listed('2031-05-02T09:00:05.000Z', ['confirmed', time + 2 * HOUR]),
    );
    const sessions = start(source);
    await sessions.refresh();
    sessions.revoke('confirmed');
    sessions.revoke('forged');
    await sessions.refresh();
    time += options.unconfirmedMs + 1;
    expect(await sessions.isRevoked('forged')).toBe(false);
    expect(await sessions.isRevoked('confirmed')).toBe(true);
    time += 2 * HOUR;
    expect(await sessions.isRevoked('confirmed')).toBe(false);
  });

  it('asks only for what is new, from the instant of its last answer', async () => {
    const { source, asked } = identity(
      listed('2031-05-02T09:00:00.000Z', ['first', time + HOUR]),
      listed('2031-05-02T09:00:05.000Z', ['second', time + HOUR]),
    );
    const sessions = start(source);
    await sessions.refresh();
    await sessions.refresh();
    expect(asked).toEqual([undefined, '2031-05-02T09:00:00.000Z']);
    expect(await sessions.isRevoked('first')).toBe(true);
    expect(await sessions.isRevoked('second')).toBe(true);
  });

  it('treats every session as signed out while the list was never loaded, and checks them once it is', async () => {
    const { source } = identity(new Error('ECONNREFUSED'), listed('2031-05-02T09:00:00.000Z'));
    const sessions = start(source);
    expect(await sessions.isRevoked('token')).toBe(true);
    expect(sessions.loaded).toBe(false);
    await sessions.refresh();
    expect(sessions.loaded).toBe(true);
    expect(await sessions.isRevoked('token')).toBe(false);
  });

  it('keeps its last list while identity cannot be asked', async () => {
    const { source } = identity(
      listed('2031-05-02T09:00:00.000Z', ['out', time + HOUR]),
      new Error('timeout'),
    );
    const sessions = start(source);
    await sessions.refresh();
    await sessions.refresh();
    expect(await sessions.isRevoked('out')).toBe(true);
    expect(await sessions.isRevoked('in')).toBe(false);
  });
});
