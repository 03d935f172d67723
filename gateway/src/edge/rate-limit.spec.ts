import { createLogger } from '@elite/nest-kit/core';
import { RATE_RULES, RateLimiter, rateRuleFor, rateRuleForForm } from './rate-limit';

const logger = createLogger('gateway', 'silent');

describe('rateRuleFor', () => {
  it.each([
    ['POST', '/api/contact', '', RATE_RULES.contact],
    ['POST', '/api/newsletter', '', RATE_RULES.newsletter],
    ['POST', '/api/auth/register', '', RATE_RULES.registration],
    ['POST', '/api/auth/login', '', RATE_RULES.login],
    ['GET', '/api/magic-links/validate/abc', '', RATE_RULES.magicLink],
    ['POST', '/api/quotes', '', RATE_RULES.quote],
    ['GET', '/api/places', 'q=lax', RATE_RULES.placeSearch],
    ['GET', '/socket.io/', 'EIO=4&transport=polling', RATE_RULES.socketConnection],
  ])('%s %s?%s falls under its rule', (method, path, query, rule) => {
    expect(rateRuleFor(method, path, query)).toBe(rule);
  });

  it.each([
    ['GET', '/api/contact', ''],
    ['POST', '/api/bookings', ''],
    ['GET', '/socket.io/', 'EIO=4&transport=polling&sid=abc'],
    ['POST', '/api/auth/logout', ''],
    ['GET', '/api/quotes', ''],
    ['POST', '/api/places', ''],
  ])('%s %s?%s is not limited here', (method, path, query) => {
    expect(rateRuleFor(method, path, query)).toBeUndefined();
  });
});

describe('rateRuleForForm', () => {
  it('limits a form posted without JavaScript as the API call it makes', () => {
    expect(rateRuleForForm('contact')).toBe(rateRuleFor('POST', '/api/contact', ''));
    expect(rateRuleForForm('newsletter')).toBe(rateRuleFor('POST', '/api/newsletter', ''));
    expect(rateRuleForForm('register')).toBe(rateRuleFor('POST', '/api/auth/register', ''));
    expect(rateRuleForForm('sign-in')).toBe(rateRuleFor('POST', '/api/auth/login', ''));
    for (const form of ['booking', 'cancel', undefined, 'CONTACT'])
      expect(rateRuleForForm(form)).toBeUndefined();
  });
});

describe('RateLimiter in memory', () => {
  afterEach(() => jest.useRealTimers());

  it('allows the limit within a window, refuses past it with the seconds left, and allows again once it ends', async () => {
    jest.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter(undefined, 1, logger);
    const rule = RATE_RULES.contact;
    for (let i = 0; i < rule.limit; i++) expect((await limiter.check(rule, '192.0.2.1')).allowed).toBe(true);
    jest.setSystemTime(100_000);
    expect(await limiter.check(rule, '192.0.2.1')).toEqual({
      allowed: false,
      retryAfterSeconds: rule.windowSeconds - 100,
    });
    expect((await limiter.check(rule, '192.0.2.2')).allowed).toBe(true);
    jest.advanceTimersByTime(rule.windowSeconds * 1000 - 100_000);
    expect((await limiter.check(rule, '192.0.2.1')).allowed).toBe(true);
    await limiter.close();
  });

  it('counts each rule on its own', async () => {
    const limiter = new RateLimiter(undefined, 1, logger);
    for (let i = 0; i < RATE_RULES.contact.limit; i++) await limiter.check(RATE_RULES.contact, '192.0.2.3');
    expect((await limiter.check(RATE_RULES.contact, '192.0.2.3')).allowed).toBe(false);
    expect((await limiter.check(RATE_RULES.newsletter, '192.0.2.3')).allowed).toBe(true);
  });

  it('never scales a limit below one', () => {
    const limiter = new RateLimiter(undefined, 0.000001, logger);
    expect(limiter.limitOf(RATE_RULES.contact)).toBe(1);
    return limiter.close();
  });
});

describe('RateLimiter on a Redis that is not there', () => {
  it('lets a request through at once', async () => {
    const limiter = new RateLimiter({ url: 'redis://127.0.0.1:9/0', prefix: 'absent' }, 1, logger);
    expect(await limiter.check(RATE_RULES.login, '192.0.2.9')).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    await limiter.close();
  });
});
