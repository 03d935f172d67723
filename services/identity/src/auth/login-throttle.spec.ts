import type { IdentityConfig } from '../config';
import { LoginThrottle, TooManyAttemptsException } from './login-throttle';

/** The throttle with its in-memory counter and a sleep that records instead of waiting. */
class RecordingThrottle extends LoginThrottle {
  readonly waits: number[] = [];
  protected override sleep(ms: number): Promise<void> {
    this.waits.push(ms);
    return Promise.resolve();
  }
}

const config = {
  LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: 5,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 20,
  LOGIN_SLOW_DOWN_AFTER_FAILURES: 5,
  LOGIN_MAX_DELAY_MS: 4_000,
  LOGIN_FAILURE_WINDOW_SECONDS: 900,
} as IdentityConfig;
const throttle = () => new RecordingThrottle(config, null);

describe('LoginThrottle', () => {
  it('refuses an e-mail from the address that failed five times, and nobody else', async () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) await t.recordFailure('owner@example.com', '203.0.113.9');
    await expect(t.assertAllowed('owner@example.com', '203.0.113.9')).rejects.toBeInstanceOf(
      TooManyAttemptsException,
    );
    await expect(t.assertAllowed('owner@example.com', '198.51.100.1')).resolves.toBeUndefined();
    await expect(t.assertAllowed('other@example.com', '203.0.113.9')).resolves.toBeUndefined();
  });

  it('slows an e-mail that fails from many addresses: 250 ms, doubling, at most LOGIN_MAX_DELAY_MS, never refused', async () => {
    const t = throttle();
    for (let i = 0; i < 4; i++) await t.recordFailure('owner@example.com', `203.0.113.${i}`);
    await t.assertAllowed('owner@example.com', '198.51.100.1');
    expect(t.waits).toEqual([]);
    for (let i = 4; i < 10; i++) {
      await t.recordFailure('owner@example.com', `203.0.113.${i}`);
      await t.assertAllowed('owner@example.com', '198.51.100.1');
    }
    expect(t.waits).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000]);
  });

  it('refuses an address after twenty failures over any e-mails', async () => {
    const t = throttle();
    for (let i = 0; i < 20; i++) await t.recordFailure(`guess-${i}@example.com`, '203.0.113.50');
    await expect(t.assertAllowed('fresh@example.com', '203.0.113.50')).rejects.toBeInstanceOf(
      TooManyAttemptsException,
    );
  });

  it('forgets the e-mail and its pair on a success', async () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) await t.recordFailure('owner@example.com', '203.0.113.9');
    await t.recordSuccess('owner@example.com', '203.0.113.9');
    await expect(t.assertAllowed('owner@example.com', '203.0.113.9')).resolves.toBeUndefined();
    expect(t.waits).toEqual([]);
  });
});
