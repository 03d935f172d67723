import { Writable } from 'node:stream';
import { PinoNestLogger, createLogger, requestContext } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, sink };
}

describe('createLogger', () => {
  it('writes JSON lines with the service, an ISO time, the request id and redacted credentials', () => {
    const { lines, sink } = capture();
    const logger = createLogger('test', 'info', sink);
    requestContext.run({ requestId: 'req-1' }, () =>
      logger.info({ headers: { cookie: 'elite_session=secret', authorization: 'Bearer x' } }, 'hello'),
    );
    logger.info('outside');
    logger.debug('below the level');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      service: 'test',
      requestId: 'req-1',
      msg: 'hello',
      headers: { cookie: '[Redacted]', authorization: '[Redacted]' },
    });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
    expect(lines[1]).not.toHaveProperty('requestId');
  });
});

describe('PinoNestLogger', () => {
  it("turns Nest's (message, stack, context) calls into fields", () => {
    const { lines, sink } = capture();
    const nest = new PinoNestLogger(createLogger('test', 'debug', sink));
    nest.log('Nest application successfully started', 'NestApplication');
    nest.error('boom', 'Error: boom\n    at x', 'ExceptionsHandler');
    nest.warn({ msg: 'slow', ms: 1200 }, 'Outbox');
    nest.error(new Error('broken'), 'Bootstrap');
    nest.verbose('not at this level');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({
      level: 30,
      context: 'NestApplication',
      msg: 'Nest application successfully started',
    });
    expect(lines[1]).toMatchObject({
      level: 50,
      context: 'ExceptionsHandler',
      stack: 'Error: boom\n    at x',
      msg: 'boom',
    });
    expect(lines[2]).toMatchObject({ level: 40, context: 'Outbox', ms: 1200, msg: 'slow' });
    expect(lines[3]).toMatchObject({
      level: 50,
      context: 'Bootstrap',
      msg: 'broken',
      err: { message: 'broken' },
    });
  });
});
