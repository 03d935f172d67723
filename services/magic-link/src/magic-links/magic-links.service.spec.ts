import { GoneException, NotFoundException } from '@nestjs/common';
import {
  EVENT_TYPES,
  MAGIC_LINK_EXPIRED,
  MAGIC_LINK_NOT_FOUND,
  MAGIC_LINK_USED,
  type MagicLinkBooking,
} from '@elite/contracts';
import { DependencyUnavailableError, SecretOpener, SecretSealer, type OutboxService } from '@elite/nest-kit';
import { sealingKeyEnv } from '@elite/nest-kit/testing';
import type { Repository } from 'typeorm';
import type { BookingClient } from '../booking-client/booking-client';
import type { MagicLinkConfig } from '../config';
import { MagicLinkEntity } from './magic-link.entity';
import { hashMagicLinkToken, newMagicLinkToken } from './magic-link-token';
import { MagicLinksService, SPEND_SETTLE_SECONDS } from './magic-links.service';

const HOUR = 3_600_000;
const keys = sealingKeyEnv();
const token = newMagicLinkToken();
const booking = { id: 31, email: 'ada@example.test' } as MagicLinkBooking;

const link = (overrides: Partial<MagicLinkEntity> = {}) =>
  Object.assign(new MagicLinkEntity(), {
    id: 3,
    tokenHash: hashMagicLinkToken(token),
    email: 'ada@example.test',
    bookingId: 31,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + HOUR),
    used: false,
    usedAt: null,
    usedByBookingId: null,
    ...overrides,
  });

function setup(
  stored: MagicLinkEntity | null,
  bookingsById: Record<number, MagicLinkBooking> = { 31: booking },
) {
  const inserted: unknown[] = [];
  const manager = {
    insert: jest.fn(async (_entity: unknown, row: unknown) => {
      inserted.push(row);
      return { identifiers: [{ id: 77 }] };
    }),
  };
  const links = {
    findOneBy: jest.fn(async ({ tokenHash }: { tokenHash: string }) =>
      stored?.tokenHash === tokenHash ? stored : null,
    ),
    manager: { transaction: jest.fn((work: (m: typeof manager) => Promise<unknown>) => work(manager)) },
  };
  const bookings = {
    latestFor: jest.fn(async () => booking),
    byId: jest.fn(async (id: number) => bookingsById[id] ?? null),
  };
  const outbox = { publish: jest.fn() };
  const service = new MagicLinksService(
    links as unknown as Repository<MagicLinkEntity>,
    bookings as unknown as BookingClient,
    outbox as unknown as OutboxService,
    { MAGIC_LINK_TTL: 3600, PUBLIC_URL: 'https://elite.example' } as MagicLinkConfig,
    new SecretSealer(keys.NOTIFICATIONS_PUBLIC_KEY),
  );
  return { service, links, bookings, outbox, inserted };
}

describe('MagicLinksService.create', () => {
  it("stores only the token's hash and answers a link to the site that expires after MAGIC_LINK_TTL", async () => {
    const { service, inserted, outbox } = setup(null);
    const now = new Date('2026-03-01T10:00:00Z');
    const created = await service.create('ada@example.test', false, now);
    const sent = new URL(created.url);
    expect(sent.origin).toBe('https://elite.example');
    const [, , given] = sent.pathname.split('/');
    expect(inserted).toEqual([
      expect.objectContaining({
        tokenHash: hashMagicLinkToken(given!),
        bookingId: 31,
        email: 'ada@example.test',
      }),
    ]);
    expect(JSON.stringify(inserted)).not.toContain(given);
    expect(created).toMatchObject({ expiresAt: '2026-03-01T11:00:00.000Z', bookingId: 31, sent: false });
    expect(outbox.publish).not.toHaveBeenCalled();
  });

  it("with send, announces magic-link.created in the same transaction, its url sealed for notifications' key alone", async () => {
    const { service, outbox } = setup(null);
    const created = await service.create('ada@example.test', true);
    expect(created.sent).toBe(true);
    expect(outbox.publish).toHaveBeenCalledWith(
      expect.anything(),
      EVENT_TYPES.magicLinkCreated,
      expect.objectContaining({ magicLinkId: 77, email: 'ada@example.test', sealedUrl: expect.any(String) }),
    );
    const [[, , payload]] = outbox.publish.mock.calls as unknown as [
      [unknown, unknown, { sealedUrl: string }],
    ];
    expect(JSON.stringify(payload)).not.toContain(new URL(created.url).pathname);
    await expect(
      new SecretOpener(keys.NOTIFICATIONS_PRIVATE_KEY).open('magic-link-url', payload.sealedUrl),
    ).resolves.toBe(created.url);
  });
});

describe('MagicLinksService.validate', () => {
  it('answers an unusable token like an unknown one, without looking it up', async () => {
    const { service, links } = setup(link());
    await expect(service.validate('not a token')).rejects.toThrow(
      new NotFoundException(MAGIC_LINK_NOT_FOUND),
    );
    expect(links.findOneBy).not.toHaveBeenCalled();
  });

  it('answers the e-mail and the booking to re-book from, and spends nothing', async () => {
    const { service } = setup(link());
    await expect(service.validate(token)).resolves.toEqual({ email: 'ada@example.test', booking });
  });

  it('answers 410 for an expired link and for a spent one', async () => {
    await expect(
      setup(link({ expiresAt: new Date(Date.now() - 1) })).service.validate(token),
    ).rejects.toThrow(new GoneException(MAGIC_LINK_EXPIRED));
    const spent = link({ used: true, usedAt: new Date(), usedByBookingId: 31 });
    await expect(setup(spent).service.validate(token)).rejects.toThrow(new GoneException(MAGIC_LINK_USED));
  });

  it('takes a link back whose booking never appeared within SPEND_SETTLE_SECONDS', async () => {
    const long = new Date(Date.now() - SPEND_SETTLE_SECONDS * 1000 - 1);
    const vain = link({ used: true, usedAt: long, usedByBookingId: 999 });
    await expect(setup(vain).service.validate(token)).resolves.toMatchObject({ email: 'ada@example.test' });
  });

  it('lets the spend stand when booking cannot be asked', async () => {
    const long = new Date(Date.now() - SPEND_SETTLE_SECONDS * 1000 - 1);
    const { service, bookings } = setup(link({ used: true, usedAt: long, usedByBookingId: 999 }));
    bookings.byId.mockRejectedValueOnce(new DependencyUnavailableError('booking is down'));
    await expect(service.validate(token)).rejects.toThrow(new GoneException(MAGIC_LINK_USED));
  });
});

describe('MagicLinksService.consume', () => {
  it('answers a repeat for the booking that spent the link as the first time', async () => {
    const { service } = setup(link({ used: true, usedAt: new Date(), usedByBookingId: 31 }));
    await expect(service.consume(token, 31)).resolves.toEqual({ magicLinkId: 3, email: 'ada@example.test' });
  });

  it('refuses another booking a link already spent', async () => {
    const { service } = setup(link({ used: true, usedAt: new Date(), usedByBookingId: 31 }));
    await expect(service.consume(token, 32)).rejects.toThrow(new GoneException(MAGIC_LINK_USED));
  });
});
