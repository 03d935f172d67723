import { ConfigError } from '@elite/nest-kit';
import { sealingKeyEnv } from '@elite/nest-kit/testing';
import { loadNotificationsConfig } from './config';

const { NOTIFICATIONS_PRIVATE_KEY } = sealingKeyEnv();
const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/elite',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  NOTIFICATIONS_PRIVATE_KEY,
};

describe('notifications config', () => {
  it('defaults the port, sender and company zone', () => {
    expect(loadNotificationsConfig(base)).toMatchObject({
      NOTIFICATIONS_PORT: 3006,
      MAIL_FROM: 'Elite Transport <reservations@elitetransport.example>',
      BUSINESS_TIME_ZONE: 'America/Los_Angeles',
      NOTIFICATIONS_CONSUMERS: true,
    });
  });

  it('takes an smtps URL with credentials', () => {
    const url = 'smtps://mailer:s%40cret@smtp.example.com:465';
    expect(loadNotificationsConfig({ ...base, SMTP_URL: url }).SMTP_URL).toBe(url);
  });

  it.each([
    [{ SMTP_URL: undefined }, 'SMTP_URL: is required'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL: must be smtp://host:port'],
    [{ BUSINESS_TIME_ZONE: 'Mars/Base' }, 'BUSINESS_TIME_ZONE: must be an IANA time zone'],
    [{ MAIL_RETRY_DELAY_MS: '0' }, 'MAIL_RETRY_DELAY_MS: must be 1 or more'],
    [
      { NOTIFICATIONS_PRIVATE_KEY: undefined },
      'NOTIFICATIONS_PRIVATE_KEY_FILE: set NOTIFICATIONS_PRIVATE_KEY or NOTIFICATIONS_PRIVATE_KEY_FILE',
    ],
    [{ MAIL_FROM: 'Elite Transport' }, 'MAIL_FROM: must be an e-mail address, or a name and one'],
  ])('refuses %j', (override, message) => {
    const env = { ...base, ...override };
    expect(() => loadNotificationsConfig(env)).toThrow(ConfigError);
    expect(() => loadNotificationsConfig(env)).toThrow(message);
  });
});
