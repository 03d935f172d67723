import type { INestApplication } from '@nestjs/common';
import {
  NOT_A_CHAUFFEUR,
  bookingSchema,
  bookingVisibilitySchema,
  chauffeurSchema,
  chauffeursResponseSchema,
  driverRidesResponseSchema,
  type Chauffeur,
} from '@elite/contracts';
import { sessionCookie } from '@elite/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { startServiceProcess, type RunningService } from '../../../scripts/lib/service-process.mjs';
import {
  businessDay,
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  signedIn,
  startBookingApp,
  uniqueEmail,
  uniqueRideDate,
  useAdmin,
} from './booking-test-kit';

// The chauffeur (docs/product.md §12) against the real identity service (its built dist/main.js) on the
// same database: staff make his account there and assign him here; he moves his rides on.

const IDENTITY_ENTRY = join(__dirname, '../../identity/dist/main.js');

let identity: RunningService;
let app: INestApplication;
const api = () => request(app.getHttpServer());
const { cookie: adminCookie, setStatus } = useAdmin(api);

beforeAll(async () => {
  identity = await startServiceProcess({ entry: IDENTITY_ENTRY, portVariable: 'IDENTITY_PORT' });
  process.env.IDENTITY_URL = identity.url;
  app = await startBookingApp();
});

afterAll(async () => {
  // The suites of a run share one database: the vehicles made here leave the fleet.
  await dataSourceOf(app)?.query(
    `UPDATE "booking"."vehicles" SET "is_active" = false WHERE "name" LIKE 'Test coach %'`,
  );
  await app?.close();
  await identity?.stop();
  delete process.env.IDENTITY_URL;
});

/** A chauffeur's account as its caller asks identity for it (staff, unless told). */
const postChauffeur = (body: object, cookie = adminCookie()) =>
  fetch(`${identity.url}/api/users/chauffeurs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

/** Staff make a chauffeur's account on identity. */
async function createChauffeur(name = 'James Carter'): Promise<Chauffeur & { password: string }> {
  const password = `pw-${randomUUID()}`;
  const response = await postChauffeur({
    name,
    email: uniqueEmail('chauffeur'),
    phone: '+1 310 555 0199',
    password,
  });
  expect(response.status).toBe(201);
  return { ...chauffeurSchema.parse(await response.json()), password };
}

/** His session, as identity's sign-in would give it. */
const chauffeurCookie = (chauffeur: Chauffeur) => sessionCookie({ id: chauffeur.id, role: 'driver' });

const assign = (bookingId: number, chauffeurId: unknown) =>
  api().put(`/api/admin/bookings/${bookingId}/chauffeur`).set('Cookie', adminCookie()).send({ chauffeurId });

const progress = (bookingId: number, cookie: string, step: unknown) =>
  api().post(`/api/driver/rides/${bookingId}/progress`).set('Cookie', cookie).send({ progress: step });

/** A vehicle of its own for a test, so that the van's confirmed rides of other tests are not in its way. */
async function testVehicle(): Promise<number> {
  const [row] = (await dataSourceOf(app).query(
    `INSERT INTO "booking"."vehicles" ("name", "description", "passengers", "luggage", "hourly_rate", "is_active")
     VALUES ($1, 'A vehicle made by a test', 7, 7, 100, true) RETURNING "id"`,
    [`Test coach ${randomUUID()}`],
  )) as [{ id: number }];
  return row.id;
}

describe('chauffeur accounts (identity)', () => {
  it('are made by staff as drivers who can sign in, and listed by name', async () => {
    const chauffeur = await createChauffeur('Zoe Chauffeur');
    const login = await fetch(`${identity.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: chauffeur.email, password: chauffeur.password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('driver');
    const list = await fetch(`${identity.url}/api/users/chauffeurs`, { headers: { cookie: adminCookie() } });
    expect(chauffeursResponseSchema.parse(await list.json())).toContainEqual({
      id: chauffeur.id,
      name: 'Zoe Chauffeur',
      email: chauffeur.email,
      phone: '+1 310 555 0199',
    });
  });

  it('refuse a client (403), a taken e-mail (409) and a phone that is no phone (400 naming phone)', async () => {
    const body = {
      name: 'Ann Driver',
      email: uniqueEmail('chauffeur'),
      phone: '+1 310 555 0100',
      password: 'long-enough-1',
    };
    expect((await postChauffeur(body, (await signedIn('client')).cookie)).status).toBe(403);
    expect((await postChauffeur(body)).status).toBe(201);
    expect((await postChauffeur(body)).status).toBe(409);
    const badPhone = await postChauffeur({ ...body, email: uniqueEmail('chauffeur'), phone: 'call me' });
    expect(badPhone.status).toBe(400);
    expect(((await badPhone.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
      'phone',
    ]);
  });
});

describe('assigning a chauffeur', () => {
  it("keeps his name and phone with the ride, shows them on the ride's page, and takes him off again", async () => {
    const chauffeur = await createChauffeur('Maya Lopez');
    const booking = await createBooking(app);
    const assigned = await assign(booking.id, chauffeur.id);
    expect(assigned.status).toBe(200);
    expect(bookingSchema.parse(assigned.body).chauffeur).toEqual({
      id: chauffeur.id,
      name: 'Maya Lopez',
      phone: '+1 310 555 0199',
    });
    const page = await api().get(`/api/bookings/${booking.id}`).set('x-booking-token', booking.accessToken);
    expect(page.body.chauffeur).toMatchObject({ name: 'Maya Lopez', phone: '+1 310 555 0199' });
    const cleared = await assign(booking.id, null);
    expect(bookingSchema.parse(cleared.body).chauffeur).toBeNull();
  });

  it('refuses an id that is no chauffeur (400 naming chauffeurId), a closed ride (409) and a client (403)', async () => {
    const booking = await createBooking(app);
    const client = await signedIn('client');
    const unknown = await assign(booking.id, client.id);
    expect(errorPaths(unknown)).toEqual(['chauffeurId']);
    expect(unknown.body.errors[0].message).toBe(NOT_A_CHAUFFEUR);
    expect(errorPaths(await assign(booking.id, 'seven'))).toEqual(['chauffeurId']);
    const asClient = await api()
      .put(`/api/admin/bookings/${booking.id}/chauffeur`)
      .set('Cookie', client.cookie)
      .send({ chauffeurId: null });
    expectApiError(asClient, 403);
    expect((await setStatus(booking.id, 'cancelled')).status).toBe(200);
    const chauffeur = await createChauffeur();
    expectApiError(await assign(booking.id, chauffeur.id), 409);
  });

  it('gives a chauffeur one confirmed ride at a time: of 20 clashing rides in 20 vehicles confirmed at once, one wins', async () => {
    const chauffeur = await createChauffeur('Solo Driver');
    const date = uniqueRideDate();
    const rides = [];
    for (let i = 0; i < 20; i++) {
      const vehicleId = await testVehicle();
      const booking = await createBooking(app, { vehicleId, date, time: `10:${String(i).padStart(2, '0')}` });
      expect((await assign(booking.id, chauffeur.id)).status).toBe(200);
      rides.push(booking);
    }
    const answers = await Promise.all(rides.map((ride) => setStatus(ride.id, 'confirmed')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body.message).toMatch(/^Solo Driver already drives confirmed booking #\d+ on /);
    const [{ confirmed }] = (await dataSourceOf(app).query(
      `SELECT count(*)::int AS confirmed FROM "booking"."bookings" WHERE "chauffeur_id" = $1 AND "status" = 'confirmed'`,
      [chauffeur.id],
    )) as [{ confirmed: number }];
    expect(confirmed).toBe(1);
  });

  it('refuses to assign him to a confirmed ride while he drives another then (409 naming it)', async () => {
    const chauffeur = await createChauffeur('Busy Driver');
    const date = uniqueRideDate();
    const first = await createBooking(app, { vehicleId: await testVehicle(), date, time: '09:00' });
    await assign(first.id, chauffeur.id);
    expect((await setStatus(first.id, 'confirmed')).status).toBe(200);
    const second = await createBooking(app, { vehicleId: await testVehicle(), date, time: '10:00' });
    expect((await setStatus(second.id, 'confirmed')).status).toBe(200);
    const clash = await assign(second.id, chauffeur.id);
    expectApiError(clash, 409);
    expect(clash.body.message).toBe(
      `Busy Driver already drives confirmed booking #${first.id} on ${date} from 09:00 to 11:30.`,
    );
  });
});

describe("the chauffeur's rides", () => {
  async function confirmedRideFor(chauffeur: Chauffeur, date = businessDay(1)) {
    const booking = await createBooking(app, { vehicleId: await testVehicle(), date, time: '23:00' });
    expect((await assign(booking.id, chauffeur.id)).status).toBe(200);
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    return booking;
  }

  it("lists tomorrow's confirmed ride he drives, not another's, and refuses anyone but a chauffeur", async () => {
    const [mine, theirs] = [await createChauffeur('Mine Driver'), await createChauffeur('Their Driver')];
    const ride = await confirmedRideFor(mine);
    const other = await confirmedRideFor(theirs);
    const farAway = await confirmedRideFor(mine, uniqueRideDate());
    const list = await api()
      .get('/api/driver/rides')
      .set('Cookie', await chauffeurCookie(mine));
    expect(list.status).toBe(200);
    const ids = driverRidesResponseSchema.parse(list.body).map((r) => r.id);
    expect(ids).toContain(ride.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(farAway.id);
    expectApiError(await api().get('/api/driver/rides').set('Cookie', adminCookie()), 403);
    expectApiError(await api().get('/api/driver/rides'), 401);
  });

  it('moves a ride through every stage to Completed, each announced once, and refuses a step out of turn', async () => {
    const chauffeur = await createChauffeur('Step Driver');
    const ride = await confirmedRideFor(chauffeur);
    const cookie = await chauffeurCookie(chauffeur);
    expectApiError(await progress(ride.id, cookie, 'on-board'), 409);
    for (const step of ['on-the-way', 'on-location', 'on-board'] as const) {
      const answer = await progress(ride.id, cookie, step);
      expect(answer.status).toBe(200);
      expect(bookingSchema.parse(answer.body)).toMatchObject({ status: 'confirmed', rideStage: step });
    }
    const done = await progress(ride.id, cookie, 'completed');
    expect(done.status).toBe(200);
    expect(bookingSchema.parse(done.body)).toMatchObject({
      status: 'completed',
      receiptNumber: expect.any(Number),
    });
    const events = (await dataSourceOf(app).query(
      `SELECT type, payload->>'stage' AS stage FROM booking.outbox
        WHERE (payload->>'bookingId')::int = $1 AND type IN ('booking.ride-progress', 'booking.status-changed')
        ORDER BY (payload->>'version')::int`,
      [ride.id],
    )) as { type: string; stage: string | null }[];
    expect(events).toEqual([
      { type: 'booking.status-changed', stage: null },
      { type: 'booking.ride-progress', stage: 'on-the-way' },
      { type: 'booking.ride-progress', stage: 'on-location' },
      { type: 'booking.ride-progress', stage: 'on-board' },
      { type: 'booking.status-changed', stage: null },
    ]);
    expectApiError(await progress(ride.id, cookie, 'on-the-way'), 409);
  });

  it('ends a ride as a no-show only while he waits at the pick-up', async () => {
    const chauffeur = await createChauffeur('Waiting Driver');
    const ride = await confirmedRideFor(chauffeur);
    const cookie = await chauffeurCookie(chauffeur);
    await progress(ride.id, cookie, 'on-the-way');
    expectApiError(await progress(ride.id, cookie, 'no-show'), 409);
    await progress(ride.id, cookie, 'on-location');
    const noShow = await progress(ride.id, cookie, 'no-show');
    expect(noShow.status).toBe(200);
    expect(noShow.body.status).toBe('no-show');
    expect(errorPaths(await progress(ride.id, cookie, 'lunch'))).toEqual(['progress']);
  });

  it("hides a ride he does not drive (404), and lets him follow his own ride's position, not manage it", async () => {
    const [mine, theirs] = [await createChauffeur('Own Driver'), await createChauffeur('Other Driver')];
    const ride = await confirmedRideFor(mine);
    expectApiError(await progress(ride.id, await chauffeurCookie(theirs), 'on-the-way'), 404);
    const check = (user: Chauffeur) =>
      request(app.getHttpServer())
        .post(`/internal/bookings/${ride.id}/access-check`)
        .send({ user: { id: user.id, role: 'driver' } });
    expect(bookingVisibilitySchema.parse((await check(mine)).body)).toEqual({
      exists: true,
      allowed: true,
      live: true,
    });
    expect(bookingVisibilitySchema.parse((await check(theirs)).body).allowed).toBe(false);
    const cancel = await api()
      .post(`/api/bookings/${ride.id}/cancel`)
      .set('Cookie', await chauffeurCookie(mine));
    expectApiError(cancel, 404);
  });
});
