import type { INestApplication } from '@nestjs/common';
import {
  apiErrorSchema,
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

export function startBookingApp(): Promise<INestApplication> {
  return createTestApp(AppModule, 'booking');
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

/** A day in UTC, `offsetDays` from today, as yyyy-MM-dd. */
export function utcDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A booking the service accepts, with a unique e-mail; override what a test is about. */
export function bookingInput(
  overrides: Record<string, unknown> = {},
): CreateBookingInput & Record<string, unknown> {
  return {
    serviceTypeId: 1,
    vehicleId: 1,
    pickupLocation: 'LAX Terminal 4',
    dropoffLocation: 'The Beverly Hills Hotel',
    date: utcDay(3),
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

export async function createBooking(
  app: INestApplication,
  overrides: Record<string, unknown> = {},
  cookie?: string,
): Promise<CreateBookingResponse> {
  const call = request(app.getHttpServer()).post('/api/bookings').send(bookingInput(overrides));
  const response = await (cookie ? call.set('Cookie', cookie) : call);
  expect(response.status).toBe(201);
  return createBookingResponseSchema.parse(response.body);
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
