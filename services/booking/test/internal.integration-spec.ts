import { bookingSchema, magicLinkBookingSchema } from '@elite/contracts';
import {
  createBooking,
  errorPaths,
  expectApiError,
  useAdmin,
  useBookingApp,
  uniqueEmail,
} from './booking-test-kit';

const { app, api } = useBookingApp();

describe('GET /internal/bookings/latest', () => {
  it('answers the most recent booking made with that e-mail, in the magic-link shape', async () => {
    const email = uniqueEmail('returning');
    await createBooking(app(), { email, pickupLocation: 'First pickup' });
    const latest = await createBooking(app(), { email, pickupLocation: 'Second pickup', passengers: 5 });
    await createBooking(app(), { pickupLocation: 'Someone else' });

    const response = await api().get('/internal/bookings/latest').query({ email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(magicLinkBookingSchema.strict().parse(response.body)).toMatchObject({
      id: latest.id,
      pickupLocation: 'Second pickup',
      passengers: 5,
      email,
    });
  });

  it('answers 404 for an e-mail that never booked', async () => {
    expectApiError(
      await api()
        .get('/internal/bookings/latest')
        .query({ email: uniqueEmail('never') }),
      404,
    );
  });

  it('rejects a missing or bad e-mail with a 400 naming email', async () => {
    expect(errorPaths(await api().get('/internal/bookings/latest'))).toEqual(['email']);
    expect(errorPaths(await api().get('/internal/bookings/latest').query({ email: 'nope' }))).toEqual([
      'email',
    ]);
  });
});

describe('GET /internal/bookings/:id', () => {
  it('answers the booking without asking for a session or token', async () => {
    const booking = await createBooking(app());
    const response = await api().get(`/internal/bookings/${booking.id}`);
    expect(response.status).toBe(200);
    expect(bookingSchema.parse(response.body).id).toBe(booking.id);
    expect(response.body).not.toHaveProperty('accessToken');
    expect(response.body).not.toHaveProperty('accessTokenHash');
  });

  it('answers 404 for an unknown booking and 400 for a bad id', async () => {
    expectApiError(await api().get('/internal/bookings/2147483646'), 404);
    expect(errorPaths(await api().get('/internal/bookings/nope'))).toEqual(['id']);
  });
});

describe('POST /internal/bookings/:id/access-check', () => {
  const ask = (id: number, body: object) => api().post(`/internal/bookings/${id}/access-check`).send(body);
  const { setStatus } = useAdmin(api);

  it('allows the token holder, the owner and admins, and nobody else', async () => {
    const anonymous = await createBooking(app());
    const allowed = { exists: true, allowed: true, live: true };
    const refused = { ...allowed, allowed: false };
    expect((await ask(anonymous.id, { token: anonymous.accessToken })).body).toEqual(allowed);
    expect((await ask(anonymous.id, { token: 'x'.repeat(43) })).body).toEqual(refused);
    expect((await ask(anonymous.id, {})).body).toEqual(refused);
    expect((await ask(anonymous.id, { user: { id: 5, role: 'client' } })).body).toEqual(refused);
    expect((await ask(anonymous.id, { user: { id: 5, role: 'admin' } })).body).toEqual(allowed);
  });

  it('answers live until the ride has ended: completed or cancelled', async () => {
    const ride = await createBooking(app());
    const live = async (booking: { id: number; accessToken: string }) =>
      (await ask(booking.id, { token: booking.accessToken })).body.live;
    expect(await live(ride)).toBe(true);
    expect((await setStatus(ride.id, 'confirmed')).status).toBe(200);
    expect(await live(ride)).toBe(true);
    expect((await setStatus(ride.id, 'completed')).status).toBe(200);
    expect(await live(ride)).toBe(false);
    const cancelled = await createBooking(app());
    expect((await setStatus(cancelled.id, 'cancelled')).status).toBe(200);
    expect(await live(cancelled)).toBe(false);
  });

  it('answers not allowed for an unknown booking and 400 for a malformed question', async () => {
    expect((await ask(2_000_000_000, { user: { id: 1, role: 'admin' } })).body).toEqual({
      exists: false,
      allowed: false,
      live: false,
    });
    expect((await ask(1, { user: { id: 'me', role: 'client' } })).status).toBe(400);
  });
});
