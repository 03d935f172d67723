import {
  BOOKING_TOKEN_HEADER,
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_CANCELLATION_CUTOFF_MINUTES,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAY_HEADER,
  REPLAYED_BOOKING_NOTICE,
  bookingSchema,
  pickupInstant,
} from '@elite/contracts';
import {
  bookingInput,
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  signedIn,
  useBookingApp,
  businessDay,
  bookingIdsOf,
  bookingRow,
  outboxPayloads,
  postBooking,
} from './booking-test-kit';
import { runSecretOpener } from '@elite/nest-kit/testing';

const { app, api } = useBookingApp();

const storedBooking = (id: number) => bookingRow(app(), id);

describe('POST /api/bookings', () => {
  it('creates a pending booking and answers 201 with the booking and an access token', async () => {
    const input = bookingInput();
    const response = await api().post('/api/bookings').send(input);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      serviceTypeId: 1,
      vehicleId: 1,
      pickupLocation: input.pickupLocation,
      dropoffLocation: input.dropoffLocation,
      date: input.date,
      time: input.time,
      passengers: 2,
      luggage: 2,
      flightNumber: 'BA 283',
      isRoundTrip: false,
      fullName: 'Ada Lovelace',
      email: input.email,
      paymentMethod: 'card',
      status: 'pending',
      userId: null,
    });
    expect(response.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(bookingSchema.safeParse(response.body).success).toBe(true);
  });

  it('stores the row in booking.bookings with only the SHA-256 of the token', async () => {
    const booking = await createBooking(app());
    const row = await storedBooking(booking.id);
    expect(row.email).toBe(booking.email);
    expect(row.status).toBe('pending');
    expect(row.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(booking.accessToken);
  });

  it("writes booking.created with the link token sealed for notifications' key, and the ride, once per booking", async () => {
    const booking = await createBooking(app());
    const payloads = await outboxPayloads(app(), 'booking.created', booking.id);
    expect(payloads).toHaveLength(1);
    expect(JSON.stringify(payloads[0])).not.toContain(booking.accessToken);
    await expect(runSecretOpener().open('booking-access-token', payloads[0].sealedAccessToken)).resolves.toBe(
      booking.accessToken,
    );
    expect(payloads[0]).toEqual({
      bookingId: booking.id,
      userId: null,
      version: 1,
      sealedAccessToken: expect.any(String),
      ride: expect.objectContaining({
        email: booking.email,
        date: booking.date,
        time: booking.time,
        serviceType: 'Airport Transfer',
        vehicle: expect.stringContaining('Minivan'),
      }),
    });
  });

  it('strips termsAccepted and unknown fields instead of storing them', async () => {
    const response = await postBooking(app(), {
      termsAccepted: true,
      status: 'completed',
      userId: 1,
      isAdmin: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('termsAccepted');
    expect(response.body).not.toHaveProperty('isAdmin');
    expect(response.body.status).toBe('pending');
    expect(response.body.userId).toBeNull();
    const row = await storedBooking(response.body.id);
    expect(Object.keys(row)).not.toContain('terms_accepted');
  });

  it('applies the spec defaults: service type 1, vehicle 1, no round trip', async () => {
    const { serviceTypeId: _s, vehicleId: _v, isRoundTrip: _r, luggage: _l, ...minimal } = bookingInput();
    const response = await api().post('/api/bookings').send(minimal);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      serviceTypeId: 1,
      vehicleId: 1,
      isRoundTrip: false,
      luggage: null,
    });
  });

  it('trims text and lower-cases the e-mail', async () => {
    const input = bookingInput();
    const response = await api()
      .post('/api/bookings')
      .send({ ...input, fullName: '  Grace Hopper  ', email: `  ${input.email.toUpperCase()} ` });
    expect(response.status).toBe(201);
    expect(response.body.fullName).toBe('Grace Hopper');
    expect(response.body.email).toBe(input.email);
  });

  it('makes the signed-in client the owner of the booking', async () => {
    const client = await signedIn('client');
    const booking = await createBooking(app(), {}, client.cookie);
    expect(booking.userId).toBe(client.id);
    expect((await storedBooking(booking.id)).user_id).toBe(client.id);
  });

  it('treats a forged session cookie as anonymous', async () => {
    const response = await postBooking(app(), {}, 'elite_session=not.a.jwt');
    expect(response.status).toBe(201);
    expect(response.body.userId).toBeNull();
  });

  it('refuses a pickup earlier today in the business zone with a 400 naming time', async () => {
    const response = await postBooking(app(), { date: businessDay(0), time: '00:00' });
    expect(errorPaths(response)).toEqual(['time']);
    expect(response.body.errors[0].message).toBe('Time cannot be in the past');
  });

  it('accepts a pickup tomorrow in the business zone', async () => {
    const response = await postBooking(app(), { date: businessDay(1), time: '00:00' });
    expect(response.status).toBe(201);
  });

  it('accepts the limits themselves: 14 passengers, 10 and 0 luggage', async () => {
    for (const limits of [
      { passengers: 14, luggage: 10 },
      { passengers: 1, luggage: 0 },
    ]) {
      const response = await postBooking(app(), limits);
      expect(response.status).toBe(201);
    }
  });

  describe('refuses bad input with a 400 naming the field', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['15 passengers', { passengers: 15 }, 'passengers'],
      ['0 passengers', { passengers: 0 }, 'passengers'],
      ['2.5 passengers', { passengers: 2.5 }, 'passengers'],
      ['"many" passengers', { passengers: 'many' }, 'passengers'],
      ['11 luggage', { luggage: 11 }, 'luggage'],
      ['-1 luggage', { luggage: -1 }, 'luggage'],
      ['a bad e-mail', { email: 'not-an-email' }, 'email'],
      ['a bad payment method', { paymentMethod: 'bitcoin' }, 'paymentMethod'],
      ['a date that is not a calendar day', { date: '2026-02-30' }, 'date'],
      ['a date in another format', { date: '12/31/2030' }, 'date'],
      ['a pickup on a past day in the business zone', { date: businessDay(-1) }, 'date'],
      ['a time that does not exist', { time: '25:00' }, 'time'],
      ['a time in another format', { time: '2pm' }, 'time'],
      ['a bad phone number', { phone: 'call me' }, 'phone'],
      ['an empty pick-up location', { pickupLocation: '   ' }, 'pickupLocation'],
      ['an overlong drop-off location', { dropoffLocation: 'x'.repeat(256) }, 'dropoffLocation'],
      ['an overlong flight number', { flightNumber: 'F'.repeat(21) }, 'flightNumber'],
      ['a flight number that names no flight', { flightNumber: 'the 9 am one' }, 'flightNumber'],
      ['a flight number with a five-digit number', { flightNumber: 'AA 12345' }, 'flightNumber'],
      ['a round trip that is not a boolean', { isRoundTrip: 'yes' }, 'isRoundTrip'],
      ['a non-numeric vehicle id', { vehicleId: 'abc' }, 'vehicleId'],
      ['a negative service type id', { serviceTypeId: -1 }, 'serviceTypeId'],
      ['an unknown vehicle', { vehicleId: 999_999 }, 'vehicleId'],
      ['an unknown service type', { serviceTypeId: 999_999 }, 'serviceTypeId'],
      ['a vehicle id beyond the integer range', { vehicleId: 2 ** 31 }, 'vehicleId'],
      // One van, one chauffeur: the seeded BMW and Cadillac are active, and still not bookable.
      ['the hidden BMW (vehicle 2)', { vehicleId: 2 }, 'vehicleId'],
      ['the hidden Cadillac (vehicle 3)', { vehicleId: 3 }, 'vehicleId'],
    ])('rejects %s', async (_label, overrides, field) => {
      const response = await postBooking(app(), overrides);
      expect(errorPaths(response)).toContain(field);
      expect(response.body.message).toBe('Validation failed');
    });

    it('names every missing required field at once', async () => {
      const response = await api().post('/api/bookings').send({});
      expect(errorPaths(response)).toEqual(
        expect.arrayContaining([
          'pickupLocation',
          'dropoffLocation',
          'date',
          'time',
          'passengers',
          'fullName',
          'email',
          'phone',
          'paymentMethod',
        ]),
      );
    });

    it('rejects a body that is a JSON array', async () => {
      const response = await api().post('/api/bookings').send([bookingInput()]);
      expectApiError(response, 400);
    });
  });

  it('refuses an inactive vehicle with a 400 naming vehicleId', async () => {
    const [vehicle] = await dataSourceOf(app()).query(
      `INSERT INTO booking.vehicles (name, description, passengers, luggage, hourly_rate, is_active)
       VALUES ('Retired Stretch Limousine', 'Out of service', 8, 4, 200, false) RETURNING id`,
    );
    expect(errorPaths(await postBooking(app(), { vehicleId: vehicle.id }))).toEqual(['vehicleId']);
  });

  // Malformed JSON (400), a body over 32 KiB (413) and one not JSON (415) are nest-kit's, alike on every
  // route: packages/nest-kit/test/kit.integration-spec.ts (robustness.integration-spec.ts: malformed JSON here).
});

describe('POST /api/bookings with an Idempotency-Key', () => {
  const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const post = (idempotencyKey: string, body: object, cookie?: string) => {
    const call = api().post('/api/bookings').set('Idempotency-Key', idempotencyKey).send(body);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  /** The first answer as a repeat gives it: the same booking, no token, and where the link is. */
  const asReplayed = ({ accessToken: _token, ...booking }: Record<string, unknown>) => ({
    ...booking,
    notice: REPLAYED_BOOKING_NOTICE,
  });

  it('answers a repeat with the same booking, without its token, and stores one booking and no token', async () => {
    const input = bookingInput();
    const idempotencyKey = key();
    const first = await post(idempotencyKey, input);
    const second = await post(idempotencyKey, input);
    expect(first.status).toBe(201);
    expect(first.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(asReplayed(first.body));
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(second.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(await bookingIdsOf(app(), input.email)).toHaveLength(1);
    const [record] = await dataSourceOf(app()).query(
      `SELECT r::text AS row FROM booking.idempotent_requests AS r WHERE booking_id = $1`,
      [first.body.id],
    );
    expect(record.row).not.toContain(first.body.accessToken);
  });

  it("never hands one anonymous caller's token to another sending the same key and body", async () => {
    const input = bookingInput();
    const idempotencyKey = key();
    // Two browsers, no session: nothing tells them apart but what they send.
    const mine = await post(idempotencyKey, input);
    const theirs = await post(idempotencyKey, input);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body).not.toHaveProperty('accessToken');
    expect(JSON.stringify(theirs.body)).not.toContain(mine.body.accessToken);
    expect(theirs.body).toMatchObject({ id: mine.body.id, notice: REPLAYED_BOOKING_NOTICE });
    expect(theirs.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    // Without the token the booking stays closed to them; the first caller's token still opens it.
    expectApiError(await api().get(`/api/bookings/${mine.body.id}`), 404);
    const seen = await api().get(`/api/bookings/${mine.body.id}`).query({ token: mine.body.accessToken });
    expect(seen.status).toBe(200);
  });

  it("answers a signed-in client's repeat with its own booking, and another client's same key with a booking of its own", async () => {
    const input = bookingInput();
    const idempotencyKey = key();
    const [ada, bo] = [await signedIn('client'), await signedIn('client')];
    const send = (cookie: string) => post(idempotencyKey, input, cookie);
    const first = await send(ada.cookie);
    const again = await send(ada.cookie);
    const other = await send(bo.cookie);
    expect(again.body).toEqual(asReplayed(first.body));
    // The owner needs no token: the session opens the ride.
    expect((await api().get(`/api/bookings/${first.body.id}`).set('Cookie', ada.cookie)).status).toBe(200);
    expect(other.status).toBe(201);
    expect(other.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(other.body).toMatchObject({ userId: bo.id, accessToken: expect.any(String) });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('stores one booking when ten requests with one key arrive together', async () => {
    const input = bookingInput();
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(idempotencyKey, input)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await bookingIdsOf(app(), input.email)).toHaveLength(1);
  });

  it('refuses the key with another body (422), and books that body under a new key', async () => {
    const idempotencyKey = key();
    const input = bookingInput();
    expect((await post(idempotencyKey, input)).status).toBe(201);
    const other = { ...input, passengers: 3 };
    const reused = await post(idempotencyKey, other);
    expectApiError(reused, 422);
    expect(reused.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect((await post(key(), other)).status).toBe(201);
  });

  it('keeps keys apart per caller: the same key from a signed-in client is a new booking', async () => {
    const idempotencyKey = key();
    const input = bookingInput();
    const anonymous = await post(idempotencyKey, input);
    const { cookie } = await signedIn('client');
    const client = await post(idempotencyKey, input, cookie);
    expect(anonymous.status).toBe(201);
    expect(client.status).toBe(201);
    expect(client.body.id).not.toBe(anonymous.body.id);
  });

  it('does not spend a key on a refused request: the corrected body books under it', async () => {
    const idempotencyKey = key();
    const input = bookingInput();
    const refused = await post(idempotencyKey, { ...input, passengers: 0 });
    expect(refused.status).toBe(400);
    expect((await post(idempotencyKey, input)).status).toBe(201);
  });

  it.each(['', 'x'.repeat(129), 'has space', 'tab\tkey', 'é'])(
    'refuses the malformed key %p with a 400',
    async (idempotencyKey) => {
      const response = await post(idempotencyKey, bookingInput());
      expectApiError(response, 400);
      expect(response.body.message).toBe(
        'Idempotency-Key must be 1 to 128 visible ASCII characters, such as a UUID',
      );
    },
  );
});

describe('GET /api/bookings/:id', () => {
  it('answers the holder of the token given as ?token=', async () => {
    const booking = await createBooking(app());
    const response = await api().get(`/api/bookings/${booking.id}`).query({ token: booking.accessToken });
    expect(response.status).toBe(200);
    const { accessToken: _token, ...expected } = booking;
    const pickupAt = pickupInstant(booking.date, booking.time, DEFAULT_BUSINESS_TIME_ZONE);
    expect(response.body).toEqual({
      ...expected,
      pickupAt: pickupAt.toISOString(),
      cancellableUntil: new Date(
        pickupAt.getTime() - DEFAULT_CANCELLATION_CUTOFF_MINUTES * 60_000,
      ).toISOString(),
      // LAX and The Beverly Hills Hotel are places of the catalogue: where the chauffeur's ETA counts to.
      pickupPoint: { latitude: 33.9416, longitude: -118.4085 },
      dropoffPoint: { latitude: 34.0816, longitude: -118.4134 },
    });
  });

  it(`answers the holder of the token given in the ${BOOKING_TOKEN_HEADER} header`, async () => {
    const booking = await createBooking(app());
    const response = await api()
      .get(`/api/bookings/${booking.id}`)
      .set(BOOKING_TOKEN_HEADER, booking.accessToken);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(booking.id);
  });

  it('answers the signed-in owner without a token', async () => {
    const owner = await signedIn('client');
    const booking = await createBooking(app(), {}, owner.cookie);
    const response = await api().get(`/api/bookings/${booking.id}`).set('Cookie', owner.cookie);
    expect(response.status).toBe(200);
    expect(response.body.userId).toBe(owner.id);
  });

  it('answers an admin without a token', async () => {
    const admin = await signedIn('admin');
    const booking = await createBooking(app());
    const response = await api().get(`/api/bookings/${booking.id}`).set('Cookie', admin.cookie);
    expect(response.status).toBe(200);
  });

  it('answers a stranger with the same 404 as an unknown booking', async () => {
    const booking = await createBooking(app());
    const stranger = await api().get(`/api/bookings/${booking.id}`);
    expectApiError(stranger, 404);
    expect(stranger.body.message).toBe('Booking not found');
    const unknown = await api().get('/api/bookings/2147483647');
    expectApiError(unknown, 404);
    expect(unknown.body).toEqual(stranger.body);
  });

  it('answers another signed-in client with 404', async () => {
    const owner = await signedIn('client');
    const other = await signedIn('client');
    const booking = await createBooking(app(), {}, owner.cookie);
    expectApiError(await api().get(`/api/bookings/${booking.id}`).set('Cookie', other.cookie), 404);
  });

  it("answers 404 to a wrong token, and to another booking's token", async () => {
    const booking = await createBooking(app());
    const other = await createBooking(app());
    expectApiError(await api().get(`/api/bookings/${booking.id}`).query({ token: 'wrong' }), 404);
    expectApiError(
      await api().get(`/api/bookings/${booking.id}`).set(BOOKING_TOKEN_HEADER, other.accessToken),
      404,
    );
    expectApiError(await api().get(`/api/bookings/${booking.id}?token=${booking.accessToken}&token=x`), 404);
  });

  it.each(['abc', '12abc', '1e3', '-1', '0', '99999999999'])(
    'answers a bad id (%s) with a 400 naming id',
    async (id) => {
      const response = await api().get(`/api/bookings/${id}`);
      expect(errorPaths(response)).toEqual(['id']);
    },
  );
});
