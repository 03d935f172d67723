import { DEPENDENCY_UNAVAILABLE_MESSAGE } from '@elite/contracts';
import { Client } from 'pg';
import request from 'supertest';
import {
  bookingInput,
  createBooking,
  dataSourceOf,
  expectApiError,
  postBooking,
  signedIn,
  useBookingApp,
} from './booking-test-kit';

// Hostile or careless input on every route must be answered with a 4xx JSON error, never a 500.

const { app, api } = useBookingApp();
let adminCookie: string;

beforeAll(async () => {
  adminCookie = (await signedIn('admin')).cookie;
});

function expectClientError(response: request.Response): void {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expectApiError(response, response.status);
}

const rawBodies = [
  'null',
  '"text"',
  '42',
  'true',
  '[]',
  '{"__proto__": {"isAdmin": true}}',
  '{"a":{"b":{"c":{"d":[[[[{}]]]]}}}}',
  '{',
];

const postRoutes = ['/api/bookings', '/api/contact', '/api/newsletter'];

describe('bodies that are not the expected object', () => {
  it.each(postRoutes.flatMap((route) => rawBodies.map((body) => [route, body] as const)))(
    'POST %s answers %s with a 4xx JSON error',
    async (route, body) => {
      expectClientError(await api().post(route).set('Content-Type', 'application/json').send(body));
    },
  );

  it.each(rawBodies)(
    'PATCH /api/admin/bookings/:id/status answers %s with a 4xx JSON error',
    async (body) => {
      const booking = await createBooking(app());
      const response = await api()
        .patch(`/api/admin/bookings/${booking.id}/status`)
        .set('Cookie', adminCookie)
        .set('Content-Type', 'application/json')
        .send(body);
      expectClientError(response);
    },
  );
});

describe('fields of the wrong kind', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a NUL character in a text field', { fullName: 'Ada\u0000Lovelace' }],
    ['a NUL character in special requests', { specialRequests: 'Quiet ride\u0000' }],
    ['null in every field', Object.fromEntries(Object.keys(bookingInput()).map((key) => [key, null]))],
    ['objects in place of text', { pickupLocation: { $ne: null }, email: { $gt: '' } }],
    ['a list of passengers', { passengers: [2, 3] }],
    ['an absurd number of passengers', { passengers: 1e308 }],
    ['a numeric date', { date: 20260101 }],
  ])('POST /api/bookings answers %s with a 4xx JSON error', async (_label, overrides) => {
    expectClientError(await postBooking(app(), overrides));
  });

  it('POST /api/contact answers a NUL character with a 4xx JSON error', async () => {
    const response = await api()
      .post('/api/contact')
      .send({ name: 'Nul', email: 'nul@example.test', subject: 'a\u0000b', message: 'hi' });
    expectClientError(response);
  });
});

async function bookingCount(): Promise<number> {
  const [row] = await dataSourceOf(app()).query('SELECT count(*)::int AS n FROM booking.bookings');
  return row.n;
}

describe('JSON numbers and booleans are taken as sent, never coerced', () => {
  const fieldError = (response: request.Response, path: string): string | undefined => {
    expectApiError(response, 400);
    return (response.body.errors as { path: string; message: string }[]).find((error) => error.path === path)
      ?.message;
  };

  it.each<[string, unknown, string]>([
    ['passengers', true, 'Passengers must be a number'],
    ['passengers', [2], 'Passengers must be a number'],
    ['passengers', '2', 'Passengers must be a number'],
    ['passengers', 'two', 'Passengers must be a number'],
    ['passengers', null, 'Passengers is required'],
    ['luggage', '1', 'Luggage must be a number'],
    ['vehicleId', true, 'Vehicle must be a positive whole number'],
    ['vehicleId', [5], 'Vehicle must be a positive whole number'],
    ['serviceTypeId', '0x1f', 'Service type must be a positive whole number'],
    ['serviceTypeId', '1e3', 'Service type must be a positive whole number'],
    ['isRoundTrip', 'true', 'Round trip must be true or false'],
    ['isRoundTrip', 1, 'Round trip must be true or false'],
    ['fullName', 42, 'Full name must be text'],
  ])('POST /api/bookings refuses %s = %j with 400 "%s" and stores nothing', async (field, value, message) => {
    const before = await bookingCount();
    const response = await postBooking(app(), { [field]: value });
    expect(fieldError(response, field)).toBe(message);
    expect(await bookingCount()).toBe(before);
  });

  it.each<[string, string]>([
    ['fullName', 'Ada\u0001Lovelace'],
    ['pickupLocation', 'LAX\u001b[31m'],
    ['specialRequests', 'Quiet\u007f ride'],
    ['dropoffLocation', 'Hotel \ud800'],
  ])(
    'POST /api/bookings refuses a control character in %s with a 400 naming the field',
    async (field, value) => {
      const response = await postBooking(app(), { [field]: value });
      expect(fieldError(response, field)).toMatch(/contains a character that is not allowed$/);
    },
  );

  it('keeps line breaks and tabs in special requests', async () => {
    const booking = await createBooking(app(), { specialRequests: 'Child seat\n\tplease' });
    expect(booking.specialRequests).toBe('Child seat\n\tplease');
  });
});

describe('query strings of the wrong kind', () => {
  it.each([
    '/api/admin/bookings?pageSize=1&pageSize=2',
    '/api/admin/bookings?status=pending&status=confirmed',
    '/api/admin/bookings?page=1&page=2',
    '/api/admin/bookings/export.csv?q=a&q=b',
    '/api/admin/contact-messages?limit=1e3',
    '/api/admin/contact-messages?offset=NaN',
  ])('GET %s answers a 400', async (path) => {
    expectApiError(await api().get(path).set('Cookie', adminCookie), 400);
  });

  it.each([
    '/internal/bookings/latest?email[]=a@example.test',
    '/internal/bookings/latest?email=a%00@example.test',
  ])('GET %s answers a 400', async (path) => {
    expectApiError(await api().get(path), 400);
  });

  it('GET /api/bookings/:id ignores a token that is not a string and answers 404', async () => {
    const booking = await createBooking(app());
    expectApiError(await api().get(`/api/bookings/${booking.id}?token[a]=b`), 404);
  });

  it('GET /api/bookings/:id answers an encoded path with a 400', async () => {
    expectApiError(await api().get('/api/bookings/%00'), 400);
    expectApiError(await api().get('/api/bookings/1%2F2'), 400);
  });
});

describe('when the database cannot be reached', () => {
  /** Runs `sql` from the server's maintenance database, outside the service's pool. */
  async function asAdmin(sql: string): Promise<void> {
    const client = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  it('answers 503 with Retry-After, the outage message and no internals, and serves again once it is back', async () => {
    const database = (await dataSourceOf(app()).query('SELECT current_database() AS name'))[0].name as string;
    const booking = await createBooking(app());
    await asAdmin(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
    try {
      await asAdmin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND application_name = 'elite-booking'`,
      );
      const answer = await api().get(`/api/bookings/${booking.id}`).query({ token: booking.accessToken });
      expectApiError(answer, 503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.body.message).toBe(DEPENDENCY_UNAVAILABLE_MESSAGE);
      expect(JSON.stringify(answer.body)).not.toMatch(/postgres|connect|terminat|stack/i);
      expectApiError(await postBooking(app()), 503);
    } finally {
      await asAdmin(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
    }
    const again = await api().get(`/api/bookings/${booking.id}`).query({ token: booking.accessToken });
    expect(again.status).toBe(200);
  });
});
