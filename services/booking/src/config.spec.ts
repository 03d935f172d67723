import { ConfigError } from '@elite/nest-kit';
import { loadBookingConfig } from './config';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/booking';

describe('loadBookingConfig', () => {
  it('defaults the port to 3001 and the lookup cache to 60 seconds', () => {
    const config = loadBookingConfig({ DATABASE_URL });
    expect(config.BOOKING_PORT).toBe(3001);
    expect(config.LOOKUP_CACHE_TTL_SECONDS).toBe(60);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('finds the magic-link service on its default port, or on every replica MAGIC_LINK_URL names', () => {
    expect(loadBookingConfig({ DATABASE_URL }).MAGIC_LINK_URL.map(String)).toEqual([
      'http://127.0.0.1:3003/',
    ]);
    expect(
      loadBookingConfig({ DATABASE_URL, MAGIC_LINK_URL: 'http://a:3003, http://b:3013' }).MAGIC_LINK_URL.map(
        String,
      ),
    ).toEqual(['http://a:3003/', 'http://b:3013/']);
    expect(() => loadBookingConfig({ DATABASE_URL, MAGIC_LINK_URL: 'magic-link:3003' })).toThrow(
      /MAGIC_LINK_URL/,
    );
  });

  it("takes the company's mailbox, the organizer of calendar files, from MAIL_FROM", () => {
    expect(loadBookingConfig({ DATABASE_URL }).MAIL_FROM).toBe(
      'Elite Transport <reservations@elitetransport.example>',
    );
    expect(loadBookingConfig({ DATABASE_URL, MAIL_FROM: 'rides@example.com' }).MAIL_FROM).toBe(
      'rides@example.com',
    );
    expect(() => loadBookingConfig({ DATABASE_URL, MAIL_FROM: 'Elite <nobody>' })).toThrow(/MAIL_FROM/);
  });

  it('reads BOOKING_PORT from the environment', () => {
    expect(loadBookingConfig({ DATABASE_URL, BOOKING_PORT: '13001' }).BOOKING_PORT).toBe(13001);
  });

  it('defaults the business zone to Los Angeles and the cancellation cutoff to 2 hours', () => {
    const config = loadBookingConfig({ DATABASE_URL });
    expect(config.BUSINESS_TIME_ZONE).toBe('America/Los_Angeles');
    expect(config.CANCELLATION_CUTOFF).toBe(2 * 3600);
  });

  it('reads the cutoff as a duration (90m, 3h) and any zone Intl knows', () => {
    const config = loadBookingConfig({
      DATABASE_URL,
      CANCELLATION_CUTOFF: '90m',
      BUSINESS_TIME_ZONE: 'Europe/London',
    });
    expect(config.CANCELLATION_CUTOFF).toBe(90 * 60);
    expect(config.BUSINESS_TIME_ZONE).toBe('Europe/London');
    expect(loadBookingConfig({ DATABASE_URL, CANCELLATION_CUTOFF: '3h' }).CANCELLATION_CUTOFF).toBe(3 * 3600);
  });

  it('refuses an unknown time zone and a cutoff that is not a duration', () => {
    expect(() => loadBookingConfig({ DATABASE_URL, BUSINESS_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /BUSINESS_TIME_ZONE: must be an IANA time zone/,
    );
    expect(() => loadBookingConfig({ DATABASE_URL, CANCELLATION_CUTOFF: 'soon' })).toThrow(
      /CANCELLATION_CUTOFF: must be a duration/,
    );
  });

  it('names every bad variable at once', () => {
    const error = (() => {
      try {
        loadBookingConfig({ BOOKING_PORT: '70000', LOOKUP_CACHE_TTL_SECONDS: 'soon' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('BOOKING_PORT');
    expect(error.message).toContain('LOOKUP_CACHE_TTL_SECONDS');
  });
});
