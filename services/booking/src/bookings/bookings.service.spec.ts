import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { CUSTOMER_ACTOR, createBookingSchema, type FieldError } from '@elite/contracts';
import { SecretOpener, SecretSealer, type OutboxService, type SessionUser } from '@elite/nest-kit';
import { sealingKeyEnv } from '@elite/nest-kit/testing';
import type { EntityManager, Repository } from 'typeorm';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { MagicLinksClient, SpendLink } from '../magic-links/magic-links.client';
import type { QuotesService } from '../quotes/quotes.service';
import type { RewardsCreditClient } from '../quotes/rewards-credit.client';
import { accessTokenMatches, hashAccessToken } from './access-token';
import { loadBookingConfig } from '../config';
import { AvailabilityService } from './availability.service';
import { BookingEntity } from './booking.entity';
import type { BookingChangesService } from './booking-changes.service';
import { BookingsService } from './bookings.service';
import type { ReceiptsService } from '../receipts/receipts.service';
import type { PlacesService } from '../places/places.service';

const NOW = new Date('2026-06-15T12:00:00Z');
const PRICE = {
  totalCents: 14_250,
  lines: [
    { label: 'Minimum fare', amountCents: 9_500 },
    { label: 'Airport fee', amountCents: 2_850 },
    { label: 'Gratuity (20%)', amountCents: 1_900 },
  ],
};
const keys = sealingKeyEnv();
const user: SessionUser = { id: 42, role: 'client', email: 'c@example.test', name: 'C' };

const input = createBookingSchema.parse({
  pickupLocation: 'LAX Terminal 4',
  dropoffLocation: 'The Beverly Hills Hotel',
  date: '2026-06-20',
  time: '14:30',
  passengers: 3,
  luggage: 2,
  fullName: 'Ada Lovelace',
  email: 'ada@example.test',
  phone: '+1 310 555 0100',
  paymentMethod: 'card',
});

function setup(choiceErrors: FieldError[] = []) {
  const saved: BookingEntity[] = [];
  const rows = new Map<number, BookingEntity>();
  const repository = {
    create: (fields: Partial<BookingEntity>) => Object.assign(new BookingEntity(), fields),
    save: jest.fn(async (entity: BookingEntity) => {
      entity.id = saved.length + 1;
      entity.createdAt = NOW;
      saved.push(entity);
      return entity;
    }),
    findOneBy: jest.fn(async ({ id }: { id: number }) => rows.get(id) ?? null),
    existsBy: jest.fn(async () => false),
    manager: {} as EntityManager,
  };
  const manager = { getRepository: () => repository, query: jest.fn(async () => []) };
  repository.manager = {
    transaction: async (work: (m: EntityManager) => unknown) => work(manager as unknown as EntityManager),
  } as unknown as EntityManager;
  const names = {
    serviceType: 'Airport Transfer',
    serviceTypeValue: 'airport',
    vehicle: 'Minivan',
    vehiclePlate: null,
  };
  const catalogue = {
    bookingChoice: jest.fn(async () => ({ errors: choiceErrors, names })),
    rideNames: jest.fn(async () => names),
  };
  const outbox = { publish: jest.fn(async () => 'event-id') };
  const config = loadBookingConfig({
    DATABASE_URL: 'postgres://unit.test/booking',
    NOTIFICATIONS_PUBLIC_KEY: keys.NOTIFICATIONS_PUBLIC_KEY,
  });
  const availability = new AvailabilityService(config);
  const assertFree = jest.spyOn(availability, 'assertFree').mockResolvedValue();
  const statuses = { change: jest.fn() };
  const quotes = {
    price: jest.fn(() => PRICE),
    flight: jest.fn(() => ({ airportPickup: true, pickup: null, errors: [] })),
  };
  const spendLink = jest.fn(async <T>(booking: T) => booking);
  const magicLinks = {
    spendWith: jest.fn((_token: string | undefined, book: (spend: SpendLink<unknown>) => Promise<unknown>) =>
      book(spendLink),
    ),
  };
  const credit = { claim: jest.fn(async () => 0), release: jest.fn(async () => undefined) };
  const service = new BookingsService(
    repository as unknown as Repository<BookingEntity>,
    catalogue as unknown as CatalogueService,
    outbox as unknown as OutboxService,
    availability,
    statuses as unknown as BookingChangesService,
    config,
    magicLinks as unknown as MagicLinksClient,
    new SecretSealer(config.NOTIFICATIONS_PUBLIC_KEY),
    quotes as unknown as QuotesService,
    credit as unknown as RewardsCreditClient,
    // Receipts are read by other routes than these tests'; no address here is a place of the catalogue.
    {} as ReceiptsService,
    { named: () => undefined } as unknown as PlacesService,
  );
  return {
    service,
    credit,
    quotes,
    repository,
    catalogue,
    outbox,
    manager,
    saved,
    rows,
    assertFree,
    statuses,
    magicLinks,
    spendLink,
  };
}

function stored(fields: Partial<BookingEntity>): BookingEntity {
  return Object.assign(new BookingEntity(), {
    ...input,
    id: 5,
    status: 'pending',
    totalPriceCents: null,
    priceLines: null,
    userId: null,
    accessTokenHash: hashAccessToken('secret'),
    createdAt: NOW,
    ...fields,
  });
}

describe('BookingsService.create', () => {
  it('records a pending booking and returns it with a token whose hash alone is stored', async () => {
    const { service, saved } = setup();
    const result = await service.create(input, undefined, NOW);
    expect(result).toMatchObject({
      id: 1,
      status: 'pending',
      userId: null,
      email: 'ada@example.test',
      createdAt: NOW.toISOString(),
    });
    expect(saved[0]!.accessTokenHash).not.toBe(result.accessToken);
    expect(accessTokenMatches(result.accessToken!, saved[0]!.accessTokenHash)).toBe(true);
    expect(result).not.toHaveProperty('accessTokenHash');
  });

  it('stores the price the server works out for the ride, in cents, and answers it in dollars', async () => {
    const { service, saved, quotes } = setup();
    const result = await service.create(input, undefined, NOW);
    expect(quotes.price).toHaveBeenCalledWith(input, expect.objectContaining({ errors: [] }));
    expect(saved[0]).toMatchObject({ totalPriceCents: 14_250, priceLines: PRICE.lines, hours: null });
    expect(result.totalPrice).toBe('142.50');
    expect(result.priceLines).toEqual([
      { label: 'Minimum fare', amount: '95.00' },
      { label: 'Airport fee', amount: '28.50' },
      { label: 'Gratuity (20%)', amount: '19.00' },
    ]);
  });

  it("publishes booking.created with the token sealed for notifications' key alone, in the row's transaction", async () => {
    const { service, outbox, manager } = setup();
    const result = await service.create(input, undefined, NOW);
    const [[, , payload]] = outbox.publish.mock.calls as unknown as [
      [unknown, unknown, { sealedAccessToken: string }],
    ];
    expect(JSON.stringify(payload)).not.toContain(result.accessToken);
    await expect(
      new SecretOpener(keys.NOTIFICATIONS_PRIVATE_KEY).open(
        'booking-access-token',
        payload.sealedAccessToken,
      ),
    ).resolves.toBe(result.accessToken);
    expect(outbox.publish).toHaveBeenCalledWith(manager, 'booking.created', {
      bookingId: result.id,
      userId: null,
      version: 1,
      sealedAccessToken: expect.any(String),
      ride: expect.objectContaining({
        email: 'ada@example.test',
        date: '2026-06-20',
        time: '14:30',
        serviceType: 'Airport Transfer',
        vehicle: 'Minivan',
      }),
    });
  });

  it('hands the new booking to the magic link spend as the last step of its transaction', async () => {
    const { service, magicLinks, spendLink, outbox } = setup();
    const token = 'T'.repeat(32);
    const result = await service.create({ ...input, magicLinkToken: token }, undefined, NOW);
    expect(magicLinks.spendWith).toHaveBeenCalledWith(token, expect.any(Function));
    expect(spendLink).toHaveBeenCalledWith(result);
    expect(spendLink.mock.invocationCallOrder[0]).toBeGreaterThan(
      outbox.publish.mock.invocationCallOrder[0]!,
    );
  });

  it("takes a signed-in client's claimed rewards credit off the price as a last line", async () => {
    const { service, credit, saved } = setup();
    credit.claim.mockResolvedValue(1_000);
    const result = await service.create(input, user, NOW);
    expect(credit.claim).toHaveBeenCalledWith({ userId: 42, bookingId: 1, maxCents: PRICE.totalCents });
    expect(result.totalPrice).toBe('132.50');
    expect(result.priceLines?.at(-1)).toEqual({ label: 'Rewards credit', amount: '-10.00' });
    expect(saved.at(-1)!.totalPriceCents).toBe(13_250);
  });

  it('claims nothing for a guest, and gives a claim back when the booking is not stored', async () => {
    const guest = setup();
    await guest.service.create(input, undefined, NOW);
    expect(guest.credit.claim).not.toHaveBeenCalled();

    const { service, credit, spendLink } = setup();
    credit.claim.mockResolvedValue(500);
    spendLink.mockRejectedValueOnce(new NotFoundException('This magic link is invalid.'));
    await expect(service.create(input, user, NOW)).rejects.toBeInstanceOf(NotFoundException);
    expect(credit.release).toHaveBeenCalledWith({ bookingId: 1 });
  });

  it("makes the signed-in user the booking's owner", async () => {
    const { service, saved } = setup();
    const result = await service.create(input, user, NOW);
    expect(result.userId).toBe(42);
    expect(saved[0]!.userId).toBe(42);
  });

  it("checks the van is free for the ride's hold, and stores the hold with the booking", async () => {
    const { service, saved, assertFree, manager } = setup();
    await service.create(input, undefined, NOW);
    const hold = { start: new Date('2026-06-20T21:30:00Z'), end: new Date('2026-06-21T00:00:00Z') };
    expect(assertFree).toHaveBeenCalledWith(manager, input.vehicleId, input, hold, NOW);
    expect(saved[0]!.vehicleHold).toBe('[2026-06-20T21:30:00.000Z,2026-06-21T00:00:00.000Z)');
  });

  it('reports unknown service types and vehicles as field errors', async () => {
    const { service, repository } = setup([
      { path: 'vehicleId', message: 'Please choose one of our vehicles' },
    ]);
    const error = await service.create({ ...input, vehicleId: 999 }, undefined, NOW).catch((e: unknown) => e);
    expect((error as BadRequestException).getResponse()).toMatchObject({
      message: 'Validation failed',
      errors: [{ path: 'vehicleId', message: 'Please choose one of our vehicles' }],
    });
    expect(repository.save).not.toHaveBeenCalled();
  });
});

describe('BookingsService.findVisible', () => {
  it('answers the token holder', async () => {
    const { service, rows } = setup();
    rows.set(5, stored({}));
    await expect(service.findVisible(5, { token: 'secret' })).resolves.toMatchObject({ id: 5 });
  });

  it('tells the ride page when the ride picks up and until when it may be cancelled', async () => {
    const { service, rows } = setup();
    rows.set(5, stored({}));
    rows.set(6, stored({ id: 6, status: 'cancelled' }));
    await expect(service.findVisible(5, { token: 'secret' })).resolves.toMatchObject({
      pickupAt: '2026-06-20T21:30:00.000Z',
      cancellableUntil: '2026-06-20T19:30:00.000Z',
    });
    await expect(service.findVisible(6, { token: 'secret' })).resolves.toMatchObject({
      pickupAt: '2026-06-20T21:30:00.000Z',
      cancellableUntil: null,
    });
  });

  it('answers 404 "Booking not found" to a stranger exactly as for an unknown id', async () => {
    const { service, rows } = setup();
    rows.set(5, stored({}));
    await expect(service.findVisible(5, {})).rejects.toThrow(new NotFoundException('Booking not found'));
    await expect(service.findVisible(6, {})).rejects.toThrow(new NotFoundException('Booking not found'));
  });
});

describe('BookingsService.cancel', () => {
  /** Runs the status change's check on a booking, as the locked transaction would. */
  function cancelling(booking: BookingEntity) {
    const context = setup();
    context.statuses.change.mockImplementation(
      async (
        _id: number,
        to: string,
        _actor: unknown,
        { check }: { check: (locked: BookingEntity) => void },
      ) => {
        check(booking);
        return Object.assign(booking, { status: to });
      },
    );
    return context;
  }

  it('cancels through the shared status change for the token holder, until the cutoff', async () => {
    const { service, statuses } = cancelling(stored({}));
    // Pickup 2026-06-20 14:30 in Los Angeles (21:30 UTC); the cutoff closes at 19:30 UTC.
    const result = await service.cancel(5, { token: 'secret' }, new Date('2026-06-20T19:29:00Z'));
    expect(statuses.change).toHaveBeenCalledWith(5, 'cancelled', CUSTOMER_ACTOR, {
      check: expect.any(Function),
    });
    expect(result).toMatchObject({ id: 5, status: 'cancelled', cancellableUntil: null });
  });

  it('answers 404 to a stranger, as for an unknown booking', async () => {
    const { service } = cancelling(stored({}));
    await expect(service.cancel(5, {}, NOW)).rejects.toThrow(new NotFoundException('Booking not found'));
  });

  it('refuses inside the cutoff with a 409 naming the number to call', async () => {
    const { service } = cancelling(stored({}));
    await expect(service.cancel(5, { token: 'secret' }, new Date('2026-06-20T19:30:00Z'))).rejects.toThrow(
      new ConflictException('It is too late to cancel this ride online. Please call us on (310) 555-0148.'),
    );
  });
});
