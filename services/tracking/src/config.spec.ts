import { ConfigError } from '@elite/nest-kit';
import { loadTrackingConfig } from './config';

const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tracking', AUTH_PUBLIC_KEY: 'key' };

describe('loadTrackingConfig: position retention', () => {
  it('keeps positions 30 days and purges hourly by default', () => {
    const config = loadTrackingConfig(env);
    expect(config.POSITION_RETENTION).toBe(30 * 86_400_000);
    expect(config.POSITION_PURGE_INTERVAL_MS).toBe(3_600_000);
  });

  it.each([
    ['7d', 7 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['90m', 90 * 60_000],
  ])('reads POSITION_RETENTION=%s', (value, ms) => {
    expect(loadTrackingConfig({ ...env, POSITION_RETENTION: value }).POSITION_RETENTION).toBe(ms);
  });

  it.each(['forever', '0d', '30', '-1d', '1.5d', '30 days'])(
    'refuses POSITION_RETENTION=%s, saying what it must be',
    (value) => {
      expect(() => loadTrackingConfig({ ...env, POSITION_RETENTION: value })).toThrow(ConfigError);
      expect(() => loadTrackingConfig({ ...env, POSITION_RETENTION: value })).toThrow(
        'POSITION_RETENTION: must be a number and a unit, d, h or m, such as 30d',
      );
    },
  );
});
