import { z } from 'zod';
import { ConfigError, baseServiceEnvSchema, envPort, envServiceUrls, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('parses and defaults', () => {
    const config = loadConfig(baseServiceEnvSchema.extend({ BOOKING_PORT: envPort(3001) }), {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/elite',
    });
    expect(config).toMatchObject({
      BOOKING_PORT: 3001,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:8080',
    });
  });

  it('names every bad variable at once', () => {
    const schema = baseServiceEnvSchema.extend({ BOOKING_PORT: envPort(3001) });
    let error: unknown;
    try {
      loadConfig(schema, { DATABASE_URL: 'mysql://nope', BOOKING_PORT: '70000', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('BOOKING_PORT: must be between 1 and 65535');
    expect(message).toContain('LOG_LEVEL');
  });

  it('reports a missing required variable', () => {
    expect(() => loadConfig(z.object({ DATABASE_URL: z.string() }), {})).toThrow(/DATABASE_URL/);
  });
});

describe('envServiceUrls', () => {
  const schema = z.object({ BOOKING_URL: envServiceUrls('http://127.0.0.1:3001') });

  it('defaults to one URL and reads a comma-separated list of replicas', () => {
    expect(loadConfig(schema, {}).BOOKING_URL.map(String)).toEqual(['http://127.0.0.1:3001/']);
    expect(
      loadConfig(schema, { BOOKING_URL: 'http://a:3001, http://b:3011' }).BOOKING_URL.map(String),
    ).toEqual(['http://a:3001/', 'http://b:3011/']);
  });

  it.each(['booking:3001', 'ftp://a:3001', 'http://a:3001,', 'http://a:3001,,http://b:3011'])(
    'refuses %j naming the variable',
    (value) => {
      expect(() => loadConfig(schema, { BOOKING_URL: value })).toThrow(
        /BOOKING_URL: must be an http:\/\/ or https:\/\/ URL/,
      );
    },
  );
});
