import { z } from 'zod';
import { ConfigError, baseServiceEnvSchema, envPort, loadConfig } from './load-config';

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
