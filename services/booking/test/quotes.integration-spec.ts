import {
  DEFAULT_PRICING_RATES,
  apiErrorSchema,
  bookingSchema,
  centsToDollars,
  dollarsToCents,
  placesResponseSchema,
  quoteSchema,
  type Quote,
  type QuoteRequestInput,
} from '@elite/contracts';
import {
  bookingRow,
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  outboxPayloads,
  uniqueRideDate,
  useBookingApp,
} from './booking-test-kit';

const { app, api } = useBookingApp();

const LAX = 'Los Angeles International Airport (LAX)';
const HOTEL = 'The Beverly Hills Hotel';

/** A trip the quote prices at once: LAX to a hotel, by airport transfer, in the afternoon. */
const trip = (overrides: Record<string, unknown> = {}): QuoteRequestInput & Record<string, unknown> => ({
  serviceTypeId: 1,
  vehicleId: 1,
  pickupLocation: LAX,
  dropoffLocation: HOTEL,
  date: '2026-07-04',
  time: '14:30',
  passengers: 2,
  isRoundTrip: false,
  ...overrides,
});

const postQuote = (body: object) => api().post('/api/quotes').send(body);

async function quote(body: Record<string, unknown>): Promise<Quote> {
  const response = await postQuote(body);
  expect(response.status).toBe(200);
  return quoteSchema.parse(response.body);
}

const cents = dollarsToCents;

/** An hourly charter (the seeded service type) between two addresses outside the catalogue. */
async function charter(overrides: Record<string, unknown>) {
  const [{ id }] = await dataSourceOf(app()).query(
    `SELECT id FROM booking.service_types WHERE value = 'hourly'`,
  );
  return trip({
    serviceTypeId: id,
    pickupLocation: 'Somewhere in Echo Park',
    dropoffLocation: 'Anywhere',
    ...overrides,
  });
}

describe('POST /api/quotes', () => {
  it('prices a transfer between two places of the catalogue at once: all-in, the lines summing to the total', async () => {
    const answer = await quote(trip());
    expect(answer.kind).toBe('instant');
    if (answer.kind !== 'instant') return;
    expect(answer.currency).toBe('USD');
    expect(answer.lines.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(cents(answer.total));
    const labels = answer.lines.map((line) => line.label);
    expect(labels).toEqual(expect.arrayContaining(['Airport fee', 'Gratuity (20%)']));
    expect(labels).not.toContain('Night surcharge');
  });

  it('names the places as their suggestions write them, case and spaces aside', async () => {
    expect(
      await quote(
        trip({
          pickupLocation: '  los angeles INTERNATIONAL airport (lax)',
          dropoffLocation: 'the beverly  hills hotel ',
        }),
      ),
    ).toEqual(await quote(trip()));
  });

  it('prices the return leg as the outbound one, and adds the night surcharge at 23:00 in the company’s zone', async () => {
    const oneWay = await quote(trip({ time: '23:00' }));
    const roundTrip = await quote(trip({ time: '23:00', isRoundTrip: true }));
    expect(oneWay.lines).toContainEqual({
      label: 'Night surcharge',
      amount: centsToDollars(DEFAULT_PRICING_RATES.nightSurchargeCents),
    });
    expect(cents(roundTrip.total!)).toBe(2 * cents(oneWay.total!));
    expect(roundTrip.lines!.at(-1)).toEqual({ label: 'Return trip', amount: oneWay.total });
  });

  it('leaves a transfer to or from an address outside the catalogue to be priced on request', async () => {
    const onRequest = { kind: 'on-request', currency: 'USD', total: null, lines: null, flight: null };
    expect(await quote(trip({ pickupLocation: 'LAX Terminal 4' }))).toMatchObject(onRequest);
    expect(await quote(trip({ dropoffLocation: '1600 Main Street, Venice, CA' }))).toMatchObject(onRequest);
  });

  it("prices an hourly charter at once, by the hours at the stored vehicle's hourly rate", async () => {
    const [vehicle] = await dataSourceOf(app()).query(
      `SELECT hourly_rate FROM booking.vehicles WHERE id = 1`,
    );
    const answer = await quote(await charter({ hours: 5 }));
    expect(answer.lines![0]).toEqual({
      label: `Hourly charter: 5 h × $${centsToDollars(vehicle.hourly_rate * 100)}`,
      amount: centsToDollars(5 * vehicle.hourly_rate * 100),
    });
  });

  it('refuses bad fields with a 400 naming each', async () => {
    const response = await postQuote(
      trip({
        pickupLocation: '',
        date: '04/07/2026',
        time: '25:00',
        passengers: '2',
        hours: 0,
        isRoundTrip: 'no',
      }),
    );
    expect(errorPaths(response).sort()).toEqual([
      'date',
      'hours',
      'isRoundTrip',
      'passengers',
      'pickupLocation',
      'time',
    ]);
    expect(apiErrorSchema.parse(response.body).errors).toContainEqual({
      path: 'hours',
      message: 'Hours must be between 1 and 24',
    });
  });

  it('refuses a vehicle or service type that is not ours with a 400 naming it', async () => {
    expect(errorPaths(await postQuote(trip({ vehicleId: 999_999 })))).toEqual(['vehicleId']);
    expect(errorPaths(await postQuote(trip({ serviceTypeId: 999_999 })))).toEqual(['serviceTypeId']);
  });
});

describe('GET /api/places', () => {
  const search = async (q: string) => {
    const response = await api().get('/api/places').query({ q });
    expect(response.status).toBe(200);
    return placesResponseSchema.parse(response.body);
  };

  it('finds LAX by its code and by part of its name, whatever the case', async () => {
    for (const q of ['LAX', 'lax', 'angeles international', 'Los ANGELES intern'])
      expect((await search(q))[0]).toMatchObject({ id: 'lax', name: LAX, kind: 'airport', code: 'LAX' });
  });

  it('answers a short list that browsers and caches may keep', async () => {
    const response = await api().get('/api/places').query({ q: 'beverly' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const places = placesResponseSchema.parse(response.body);
    expect(places.length).toBeGreaterThan(1);
    expect(places.length).toBeLessThanOrEqual(8);
    expect(places.map((place) => place.name)).toContain(HOTEL);
  });

  it('refuses a missing, empty, repeated or over-long search with a 400 naming q, which no cache keeps', async () => {
    for (const call of [
      api().get('/api/places'),
      api().get('/api/places?q='),
      api().get('/api/places?q=lax&q=bur'),
      api()
        .get('/api/places')
        .query({ q: 'x'.repeat(61) }),
    ]) {
      const response = await call;
      expect(errorPaths(response)).toEqual(['q']);
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });
});

describe('the API document', () => {
  it('documents both routes with the contracts’ schemas', async () => {
    const response = await api().get('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.paths['/api/quotes'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/QuoteRequest',
    });
    expect(
      response.body.paths['/api/quotes'].post.responses['200'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/Quote',
    });
    expect(response.body.paths['/api/places'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'q',
    ]);
    expectApiError(await postQuote({}), 400);
  });
});

describe('the price a booking holds', () => {
  it('is the quote of the same trip, worked out again by the server: a price the client sends is ignored', async () => {
    const ride = trip({ date: uniqueRideDate(), time: '23:15', isRoundTrip: true });
    const quoted = await quote(ride);
    expect(quoted.kind).toBe('instant');
    const booked = await createBooking(app(), {
      ...ride,
      totalPrice: '1.00',
      priceLines: [{ label: 'Friends and family', amount: '1.00' }],
    });
    expect(booked.totalPrice).toBe(quoted.total);
    expect(booked.priceLines).toEqual(quoted.lines);
    const row = await bookingRow(app(), booked.id);
    expect(row.total_price_cents).toBe(cents(quoted.total!));
    // Kept in cents: what was priced is what is read back, to the cent.
    expect(
      row.price_lines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0),
    ).toBe(row.total_price_cents);
    const read = await api().get(`/api/bookings/${booked.id}`).query({ token: booked.accessToken });
    expect(read.status).toBe(200);
    expect(bookingSchema.parse(read.body)).toMatchObject({
      totalPrice: quoted.total,
      priceLines: quoted.lines,
    });
  });

  it('is none for a ride priced on request, and the booking is still made', async () => {
    const booked = await createBooking(app(), { pickupLocation: 'LAX Terminal 4', date: uniqueRideDate() });
    expect(booked).toMatchObject({ totalPrice: null, priceLines: null, status: 'pending' });
  });

  it("keeps a charter's hours, priced as the quote prices them; other services keep none", async () => {
    const hours = await charter({ date: uniqueRideDate(), hours: 6 });
    const booked = await createBooking(app(), hours);
    expect(booked.hours).toBe(6);
    expect(booked.totalPrice).toBe((await quote(hours)).total);
    const transfer = await createBooking(app(), { ...trip({ date: uniqueRideDate() }), hours: 6 });
    expect(transfer.hours).toBeNull();
  });

  it('travels with the ride to the services that tell the customer about it', async () => {
    const booked = await createBooking(app(), trip({ date: uniqueRideDate() }));
    const [created] = await outboxPayloads(app(), 'booking.created', booked.id);
    expect(created.ride.totalPrice).toBe(booked.totalPrice);
  });
});
