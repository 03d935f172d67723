import type { INestApplication } from '@nestjs/common';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  apiErrorSchema,
  calendarDateIn,
  createBookingResponseSchema,
  type CreateBookingInput,
  type CreateBookingResponse,
  type UserRole,
} from '@elite/contracts';
import { createTestApp, sessionCookie } from '@elite/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { loadBookingConfig } from '../src/config';

export function startBookingApp(): Promise<INestApplication> {
  return createTestApp(AppModule, 'booking', loadBookingConfig());
}

/** One app for the whole file: started before its tests, closed after them. */
export function useBookingApp(): { app: () => INestApplication; api: () => ReturnType<typeof request> } {
  let app: INestApplication | undefined;
  beforeAll(async () => {
    app = await startBookingApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  const current = () => {
    if (!app) throw new Error('The booking app is not started yet');
    return app;
  };
  return { app: current, api: () => request(current().getHttpServer()) };
}

export function dataSourceOf(app: INestApplication): DataSource {
  return app.get(DataSource);
}

export function uniqueEmail(label = 'guest'): string {
  return `${label}.${randomUUID()}@example.test`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day in the business zone (the service's default), `offsetDays` from today, as yyyy-MM-dd. */
export function businessDay(offsetDays = 0): string {
  return calendarDateIn(new Date(Date.now() + offsetDays * DAY_MS), DEFAULT_BUSINESS_TIME_ZONE);
}

/**
 * The next days, from tomorrow on, when the clocks change in Los Angeles (the US rule: forward from 02:00
 * to 03:00 on the second Sunday of March, back from 02:00 to 01:00 on the first Sunday of November).
 * Both are within a year, so within any booking horizon.
 */
export function nextClockChanges(): { forward: string; back: string } {
  const tomorrow = businessDay(1);
  const next = (month: number, week: number): string => {
    for (let year = Number(tomorrow.slice(0, 4)); ; year++) {
      const firstSunday = 1 + ((7 - new Date(Date.UTC(year, month - 1, 1)).getUTCDay()) % 7);
      const date = new Date(Date.UTC(year, month - 1, firstSunday + 7 * (week - 1)))
        .toISOString()
        .slice(0, 10);
      if (date >= tomorrow) return date;
    }
  };
  return { forward: next(3, 2), back: next(11, 1) };
}

// The van takes one confirmed ride at a time, and the files of a run share one database: each booking
// gets a day of its own, counted from a random day of this file between the years 2100 and 9000.
let nextRideDay = Date.UTC(2100, 0, 1) + Math.floor(Math.random() * 2_500_000) * DAY_MS;

/** A future day no other booking of the run uses, so a test may confirm its ride without meeting another. */
export function uniqueRideDate(): string {
  const day = new Date(nextRideDay).toISOString().slice(0, 10);
  nextRideDay += DAY_MS;
  return day;
}

/**
 * A booking the service accepts, with a unique e-mail; override what a test is about. Between two
 * places of the catalogue, so it is priced at booking and may be confirmed (docs/product.md §10).
 */
export function bookingInput(
  overrides: Record<string, unknown> = {},
): CreateBookingInput & Record<string, unknown> {
  return {
    serviceTypeId: 1,
    vehicleId: 1,
    pickupLocation: 'Los Angeles International Airport (LAX)',
    dropoffLocation: 'The Beverly Hills Hotel',
    date: uniqueRideDate(),
    time: '14:30',
    passengers: 2,
    luggage: 2,
    flightNumber: 'BA 283',
    isRoundTrip: false,
    fullName: 'Ada Lovelace',
    email: uniqueEmail(),
    phone: '+1 310 555 0100',
    specialRequests: 'Child seat, please',
    paymentMethod: 'card',
    ...overrides,
  };
}

let nextUserId = 10_000 + Math.floor(Math.random() * 1_000_000);

/** A session cookie for a fresh user id of the given role. */
export async function signedIn(role: UserRole): Promise<{ id: number; cookie: string }> {
  const id = nextUserId++;
  return { id, cookie: await sessionCookie({ id, role }) };
}

/** A staff session for the whole file, and the status change staff make with it (and why, when given). */
export function useAdmin(api: () => ReturnType<typeof request>): {
  cookie: () => string;
  setStatus: (id: number | string, status: unknown, reason?: string) => request.Test;
} {
  let cookie: string | undefined;
  beforeAll(async () => {
    cookie = (await signedIn('admin')).cookie;
  });
  const current = () => {
    if (!cookie) throw new Error('The admin session is not made yet');
    return cookie;
  };
  return {
    cookie: current,
    setStatus: (id, status, reason) =>
      api().patch(`/api/admin/bookings/${id}/status`).set('Cookie', current()).send({ status, reason }),
  };
}

/** A booking as its first answer gives it: always with its token (only a replay has none). */
const newBookingSchema = createBookingResponseSchema.required({ accessToken: true });

/** `POST /api/bookings` of `bookingInput(overrides)`, as that caller; the answer is the test's to check. */
export function postBooking(
  app: INestApplication,
  overrides: Record<string, unknown> = {},
  cookie?: string,
): request.Test {
  const call = request(app.getHttpServer()).post('/api/bookings').send(bookingInput(overrides));
  return cookie ? call.set('Cookie', cookie) : call;
}

export async function createBooking(
  app: INestApplication,
  overrides: Record<string, unknown> = {},
  cookie?: string,
): Promise<CreateBookingResponse & { accessToken: string }> {
  const response = await postBooking(app, overrides, cookie);
  expect(response.status).toBe(201);
  return newBookingSchema.parse(response.body);
}

/** Asserts the JSON error shape of docs/architecture.md §5 with the given status. */
export function expectApiError(response: Response, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(apiErrorSchema.parse(response.body).statusCode).toBe(status);
}

/** The field paths a 400 names. */
export function errorPaths(response: Response): string[] {
  expectApiError(response, 400);
  return (apiErrorSchema.parse(response.body).errors ?? []).map((error) => error.path);
}

/** A booking's row of booking.bookings as the driver reads it (snake_case columns). */
export async function bookingRow(app: INestApplication, id: number) {
  const [row] = await dataSourceOf(app).query('SELECT * FROM booking.bookings WHERE id = $1', [id]);
  return row;
}

/** The ids of the bookings made with an e-mail address, oldest first. */
export async function bookingIdsOf(app: INestApplication, email: string): Promise<number[]> {
  const rows: { id: number }[] = await dataSourceOf(app).query(
    'SELECT id FROM booking.bookings WHERE email = $1 ORDER BY id',
    [email],
  );
  return rows.map((row) => row.id);
}

/** The payloads of one booking's events of a type that the outbox holds, in the booking's order (its version). */
export async function outboxPayloads(app: INestApplication, type: string, bookingId: number) {
  const rows = await dataSourceOf(app).query(
    // Without an ORDER BY, a row the relay has since marked sent may come first.
    `SELECT payload FROM booking.outbox
      WHERE type = $1 AND (payload->>'bookingId')::int = $2 ORDER BY (payload->>'version')::int`,
    [type, bookingId],
  );
  return rows.map((row: { payload: unknown }) => row.payload);
}
