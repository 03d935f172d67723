import { TraceFlags, context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { Writable } from 'node:stream';
import { PinoNestLogger, createLogger, redactUrl, requestContext } from './logger';

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

describe('credentials in logged URLs and headers', () => {
  const logged = (fields: Record<string, unknown>) => {
    const { lines, sink } = capture();
    createLogger('test', 'info', sink).info(fields, 'line');
    return lines[0]!;
  };

  it.each([
    ['/api/bookings/7?token=abc', '/api/bookings/7?token=[redacted]'],
    ['/tracking/7?token=abc&token=def', '/tracking/7?token=[redacted]&token=[redacted]'],
    ['/x?TOKEN=abc&Token=def&tOkEn=ghi', '/x?TOKEN=[redacted]&Token=[redacted]&tOkEn=[redacted]'],
    [
      '/x?accessToken=a&access_token=b&id_token=c',
      '/x?accessToken=[redacted]&access_token=[redacted]&id_token=[redacted]',
    ],
    ['/x?page=2&token=abc&sort=asc', '/x?page=2&token=[redacted]&sort=asc'],
    ['/x?%74oken=abc&to%6Ben=def', '/x?%74oken=[redacted]&to%6Ben=[redacted]'],
    [
      '/x?api_key=k&password=p&client_secret=s',
      '/x?api_key=[redacted]&password=[redacted]&client_secret=[redacted]',
    ],
    ['/x?token=', '/x?token=[redacted]'],
    ['/magic-link/0123456789abcdef0123456789abcdef', '/magic-link/[redacted]'],
    ['/api/magic-links/validate/0123456789abcdef?x=1', '/api/magic-links/validate/[redacted]?x=1'],
    ['/api/magic-links/create', '/api/magic-links/create'],
    ['/api/bookings?status=pending&limit=5', '/api/bookings?status=pending&limit=5'],
  ])('redacts %s as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(logged({ url }).url).toBe(expected);
  });

  it('leaves a url that is not text as it is', () => {
    expect(redactUrl(undefined)).toBeUndefined();
    expect(logged({ url: 42 }).url).toBe(42);
  });

  it('redacts every credential header, as Node names them and as code writes them, also one level down', () => {
    const headers = {
      authorization: 'Bearer a',
      cookie: 'elite_session=b',
      'set-cookie': ['elite_session=c'],
      'x-booking-token': 'd',
      accept: 'application/json',
    };
    const line = logged({
      headers,
      req: { headers: { Authorization: 'Bearer e', Cookie: 'f', 'Set-Cookie': 'g', 'X-Booking-Token': 'h' } },
    });
    expect(line.headers).toEqual({
      authorization: '[Redacted]',
      cookie: '[Redacted]',
      'set-cookie': '[Redacted]',
      'x-booking-token': '[Redacted]',
      accept: 'application/json',
    });
    expect(line.req).toEqual({
      headers: {
        Authorization: '[Redacted]',
        Cookie: '[Redacted]',
        'Set-Cookie': '[Redacted]',
        'X-Booking-Token': '[Redacted]',
      },
    });
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
    // A Nest Logger's `log(fields, message)` arrives as (fields, message, its context).
    nest.log({ deliveryId: 7 }, 'e-mail sent', 'NotificationsService');
    nest.error({ bookingId: 3 }, 'Error: lost\n    at y', 'Relay');
    expect(lines).toHaveLength(6);
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
    expect(lines[4]).toMatchObject({
      level: 30,
      context: 'NotificationsService',
      deliveryId: 7,
      msg: 'e-mail sent',
    });
    expect(lines[4]).not.toHaveProperty('stack');
    expect(lines[5]).toMatchObject({
      level: 50,
      context: 'Relay',
      bookingId: 3,
      stack: 'Error: lost\n    at y',
    });
  });

  it('writes the trace and span ids of the active span into each line', () => {
    const { lines, sink } = capture();
    const logger = createLogger('test', 'info', sink);
    const span = trace.wrapSpanContext({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.SAMPLED,
    });
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      context.with(trace.setSpan(context.active(), span), () => logger.info('inside'));
      logger.info('outside');
    } finally {
      context.disable();
    }
    expect(lines[0]).toMatchObject({
      msg: 'inside',
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      span_id: '00f067aa0ba902b7',
    });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });
});
