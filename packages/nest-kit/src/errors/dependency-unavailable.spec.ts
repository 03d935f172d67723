import {
  DependencyUnavailableError,
  isDependencyUnavailable,
  neverConnected,
} from './dependency-unavailable';

describe('isDependencyUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'PostgreSQL shutting down (TypeORM wraps the driver error)',
      { message: 'terminating connection due to administrator command', driverError: { code: '57P01' } },
    ],
    ['PostgreSQL starting up', { code: '57P03' }],
    ['too many connections', { code: '53300' }],
    ['a statement cut off by statement_timeout', { code: '57014' }],
    ['a connection exception', { code: '08006' }],
    [
      'a transaction whose connection went away (TypeORM)',
      {
        name: 'QueryRunnerAlreadyReleasedError',
        message: 'Query runner already released. Cannot run queries anymore.',
      },
    ],
    [
      'a database closed to connections',
      { code: '55000', message: 'database "elite" is not currently accepting connections' },
    ],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a connection that ended under a query',
      { message: 'Query failed', cause: new Error('Connection terminated unexpectedly') },
    ],
    ['another service that gave no usable answer', new DependencyUnavailableError('booking answered 502')],
  ])('is true for %s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', driverError: { code: '23505' } }],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a syntax error', { code: '42601' }],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_label, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

describe('neverConnected', () => {
  const fetchFailure = (code: string) =>
    new DependencyUnavailableError('rewards gave no answer', {
      cause: new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) }),
    });

  it('is true when no connection was made, as fetch reports it under its causes', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
      expect(neverConnected(fetchFailure(code))).toBe(true);
  });

  it('is false when the request may have reached the other side: a reset, a timeout, a 5xx', () => {
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'EPIPE'])
      expect(neverConnected(fetchFailure(code))).toBe(false);
    expect(neverConnected(new DependencyUnavailableError('rewards answered POST /x with 503'))).toBe(false);
    expect(neverConnected(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(false);
  });
});
