import { BadRequestException } from '@nestjs/common';
import { quoteRequestSchema, type FieldError, type QuoteRequestInput } from '@elite/contracts';
import { sealingKeyEnv } from '@elite/nest-kit/testing';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { loadBookingConfig } from '../config';
import { PlacesService } from '../places/places.service';
import { QuotesService } from './quotes.service';
import type { RewardsCreditClient } from './rewards-credit.client';

const LAX = 'Los Angeles International Airport (LAX)';
const HOTEL = 'The Beverly Hills Hotel';

function setup({
  serviceTypeValue = 'airport',
  hourlyRate = 145,
  errors = [] as FieldError[],
  env = {} as Record<string, string>,
} = {}) {
  const catalogue = {
    bookingChoice: jest.fn(async () => ({
      errors,
      names: { serviceType: 'Ride', serviceTypeValue, vehicle: 'Minivan' },
      hourlyRate,
    })),
  };
  const config = loadBookingConfig({
    DATABASE_URL: 'postgres://unit.test/booking',
    NOTIFICATIONS_PUBLIC_KEY: sealingKeyEnv().NOTIFICATIONS_PUBLIC_KEY,
    ...env,
  });
  const credit = { available: jest.fn(async () => 0) };
  const service = new QuotesService(
    catalogue as unknown as CatalogueService,
    new PlacesService(),
    config,
    credit as unknown as RewardsCreditClient,
  );
  const quote = (trip: Partial<QuoteRequestInput> = {}, user?: { id: number }) =>
    service.quote(
      quoteRequestSchema.parse({
        pickupLocation: LAX,
        dropoffLocation: HOTEL,
        date: '2026-07-04',
        time: '14:30',
        passengers: 2,
        ...trip,
      }),
      user,
    );
  return { quote, catalogue, credit };
}

describe('QuotesService', () => {
  it("ends a signed-in client's instant quote with their rewards credit, never below zero; a guest's has none", async () => {
    const { quote, credit } = setup();
    credit.available.mockResolvedValue(500);
    const client = await quote({}, { id: 7 });
    expect(credit.available).toHaveBeenCalledWith(7);
    expect(client).toMatchObject({ total: '124.00' });
    expect(client.lines?.at(-1)).toEqual({ label: 'Rewards credit', amount: '-5.00' });
    credit.available.mockResolvedValue(50_000);
    expect(await quote({}, { id: 7 })).toMatchObject({ total: '0.00' });
    expect((await quote()).total).toBe('129.00');
    expect(await quote({ dropoffLocation: 'Somewhere else' }, { id: 7 })).toMatchObject({
      kind: 'on-request',
    });
  });

  it('prices the examples of docs/product.md §10 as written there', async () => {
    expect(await setup().quote()).toEqual({
      kind: 'instant',
      currency: 'USD',
      total: '129.00',
      lines: [
        { label: 'Minimum fare', amount: '95.00' },
        { label: 'Airport fee', amount: '15.00' },
        { label: 'Gratuity (20%)', amount: '19.00' },
      ],
      airportPickup: true,
      flight: null,
    });
    expect((await setup().quote({ isRoundTrip: true })).lines?.at(-1)).toEqual({
      label: 'Return trip',
      amount: '129.00',
    });
    expect(await setup({ serviceTypeValue: 'hourly' }).quote({ hours: 5, time: '23:00' })).toMatchObject({
      total: '890.00',
      lines: [
        { label: 'Hourly charter: 5 h × $145.00', amount: '725.00' },
        { label: 'Night surcharge', amount: '20.00' },
        { label: 'Gratuity (20%)', amount: '145.00' },
      ],
    });
  });

  it('charges no airport fee when the airport is the drop-off', async () => {
    const quote = await setup().quote({ pickupLocation: HOTEL, dropoffLocation: LAX });
    expect(quote.lines?.map((line) => line.label)).not.toContain('Airport fee');
  });

  it.each([
    ['pick-up', { pickupLocation: 'LAX Terminal 4' }],
    ['drop-off', { dropoffLocation: '1600 Main Street, Venice' }],
  ])(
    'leaves a transfer whose %s is no place of the catalogue to be priced on request',
    async (_end, trip) => {
      expect(await setup().quote(trip)).toEqual({
        kind: 'on-request',
        currency: 'USD',
        total: null,
        lines: null,
        airportPickup: true,
        flight: null,
      });
    },
  );

  it("prices a charter at once whatever its addresses, by the hours at the vehicle's hourly rate", async () => {
    const quote = await setup({ serviceTypeValue: 'hourly', hourlyRate: 150 }).quote({
      pickupLocation: '1600 Main Street, Venice',
      dropoffLocation: 'Anywhere',
      hours: 5,
    });
    expect(quote.lines?.[0]).toEqual({ label: 'Hourly charter: 5 h × $150.00', amount: '750.00' });
  });

  it('prices with the rates of the configuration', async () => {
    const trip = { dropoffLocation: 'Pasadena' };
    const standard = await setup().quote(trip);
    const dearer = await setup({
      env: { PRICING_PER_MILE_CENTS: '500', PRICING_AIRPORT_FEE_CENTS: '0' },
    }).quote(trip);
    const distance = (quote: typeof standard) =>
      quote.lines!.find((line) => line.label.startsWith('Distance: '))!;
    const miles = Number(/^Distance: ([\d.]+) mi × \$3\.00$/.exec(distance(standard).label)![1]);
    expect(miles).toBeGreaterThan(20);
    expect(distance(dearer)).toEqual({
      label: `Distance: ${miles.toFixed(1)} mi × $5.00`,
      amount: (miles * 5).toFixed(2),
    });
    expect(dearer.lines!.map((line) => line.label)).not.toContain('Airport fee');
  });

  it('refuses a service type or vehicle that cannot be booked with a 400 naming the field', async () => {
    const errors = [{ path: 'vehicleId', message: 'Please choose one of our vehicles' }];
    await expect(setup({ errors }).quote()).rejects.toThrow(BadRequestException);
    await expect(setup({ errors }).quote()).rejects.toMatchObject({
      response: { message: 'Validation failed', errors },
    });
  });
});
