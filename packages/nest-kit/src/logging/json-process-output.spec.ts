import { Writable } from 'node:stream';
import pino from 'pino';
import { routeProcessOutputToJson } from './json-process-output';

describe('routeProcessOutputToJson', () => {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const listeners = ['warning', 'uncaughtException', 'unhandledRejection'].map(
    (event) => [event, process.listeners(event as 'warning')] as const,
  );

  afterEach(() => {
    Object.assign(console, saved);
    for (const [event, kept] of listeners) {
      process.removeAllListeners(event);
      for (const listener of kept) process.on(event as 'warning', listener as () => void);
    }
  });

  it('turns console output, errors included, into one JSON line each', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    routeProcessOutputToJson(pino({ base: { service: 'test' } }, sink));
    console.error(
      '[ioredis] Unhandled error event:',
      new Error('connect ECONNREFUSED 127.0.0.1:6379\n    at some frame'),
    );
    console.warn('careful: %d things', 3);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 50,
      source: 'console',
      msg: expect.stringContaining('[ioredis] Unhandled error event: connect ECONNREFUSED'),
    });
    expect((entries[0]!.err as { message: string }).message).toContain('ECONNREFUSED');
    expect(entries[1]).toMatchObject({ level: 40, msg: 'careful: 3 things' });
  });
});
