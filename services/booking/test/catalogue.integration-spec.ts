import {
  FLEET_VEHICLE_ID,
  HIDDEN_VEHICLE_NAME_PARTS,
  LUGGAGE_MAX,
  PASSENGERS_MAX,
  SERVICE_ICONS,
  servicesResponseSchema,
  serviceTypesResponseSchema,
  testimonialsResponseSchema,
  vehiclesResponseSchema,
  vehicleTypesResponseSchema,
} from '@elite/contracts';
import { openApiGaps } from '@elite/nest-kit';
import { CatalogueService } from '../src/catalogue/catalogue.service';
import {
  createBooking,
  dataSourceOf,
  expectApiError,
  startBookingApp,
  useBookingApp,
} from './booking-test-kit';

const { app, api } = useBookingApp();

describe('lookup routes', () => {
  it.each([
    '/api/services',
    '/api/vehicles',
    '/api/vehicle-types',
    '/api/service-types',
    '/api/testimonials',
  ])('%s answers JSON with a Cache-Control header and an ETag', async (path) => {
    const response = await api().get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 when the client already holds the current list', async () => {
    const first = await api().get('/api/vehicles');
    const second = await api().get('/api/vehicles').set('If-None-Match', first.headers.etag!);
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
  });

  it('serves six active services using the six icons of the spec', async () => {
    const services = servicesResponseSchema.parse((await api().get('/api/services')).body);
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(services.every((s) => s.isActive)).toBe(true);
    expect(new Set(services.map((s) => s.icon))).toEqual(new Set(SERVICE_ICONS));
    for (const service of services) expect(service.description.length).toBeGreaterThan(40);
  });

  it("serves the service types with 'airport' first, as id 1", async () => {
    const types = serviceTypesResponseSchema.parse((await api().get('/api/service-types')).body);
    expect(types[0]).toMatchObject({ id: 1, value: 'airport' });
    expect(types.map((t) => t.value)).toEqual(
      expect.arrayContaining(['airport', 'corporate', 'events', 'tours', 'hourly']),
    );
  });

  it('serves vehicle 1 as the premium minivan of the fleet section', async () => {
    const vehicles = vehiclesResponseSchema.parse((await api().get('/api/vehicles')).body);
    const minivan = vehicles.find((v) => v.id === FLEET_VEHICLE_ID);
    expect(minivan).toMatchObject({
      passengers: PASSENGERS_MAX,
      luggage: LUGGAGE_MAX,
      isPremium: true,
      isActive: true,
    });
    expect(minivan!.name).toMatch(/minivan/i);
    expect(minivan!.imageUrl).toBeTruthy();
    expect(minivan!.features.length).toBeGreaterThanOrEqual(3);
  });

  it('serves vehicles named BMW and Cadillac, which the booking form hides', async () => {
    const names = vehiclesResponseSchema.parse((await api().get('/api/vehicles')).body).map((v) => v.name);
    for (const part of HIDDEN_VEHICLE_NAME_PARTS)
      expect(names.some((name) => name.includes(part))).toBe(true);
  });

  it('serves the vehicle types the vehicles refer to', async () => {
    const types = vehicleTypesResponseSchema.parse((await api().get('/api/vehicle-types')).body);
    const vehicles = vehiclesResponseSchema.parse((await api().get('/api/vehicles')).body);
    const typeIds = new Set(types.map((t) => t.id));
    for (const vehicle of vehicles)
      if (vehicle.vehicleTypeId !== null) expect(typeIds.has(vehicle.vehicleTypeId)).toBe(true);
  });

  it('serves at least three testimonials with a rating, a position and an image', async () => {
    const testimonials = testimonialsResponseSchema.parse((await api().get('/api/testimonials')).body);
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    for (const t of testimonials) {
      expect(t.position).toBeTruthy();
      expect(t.imageUrl).toBeTruthy();
      expect(t.rating).toBeGreaterThanOrEqual(1);
    }
  });

  it('leaves inactive services, vehicles and testimonials out of the lists', async () => {
    const db = dataSourceOf(app());
    const [service] = await db.query(
      `INSERT INTO booking.services (name, description, icon, is_active) VALUES ('Retired service', 'gone', 'route', false) RETURNING id`,
    );
    const [vehicle] = await db.query(
      `INSERT INTO booking.vehicles (name, description, passengers, luggage, hourly_rate, is_active)
       VALUES ('Retired coach', 'gone', 20, 10, 300, false) RETURNING id`,
    );
    const [testimonial] = await db.query(
      `INSERT INTO booking.testimonials (name, position, testimonial, rating, is_active)
       VALUES ('Hidden', 'Nobody', 'Should not show', 1, false) RETURNING id`,
    );
    await app().get(CatalogueService).refresh();

    const services = (await api().get('/api/services')).body as { id: number }[];
    const vehicles = (await api().get('/api/vehicles')).body as { id: number }[];
    const testimonials = (await api().get('/api/testimonials')).body as { id: number }[];
    expect(services.map((s) => s.id)).not.toContain(service.id);
    expect(vehicles.map((v) => v.id)).not.toContain(vehicle.id);
    expect(testimonials.map((t) => t.id)).not.toContain(testimonial.id);
    expect(vehicles.map((v) => v.id)).toContain(FLEET_VEHICLE_ID);
  });

  it('serves a new active row once the cache is refreshed', async () => {
    const [testimonial] = await dataSourceOf(app()).query(
      `INSERT INTO booking.testimonials (name, position, testimonial, rating, image_url)
       VALUES ('Priya Natarajan', 'Event planner', 'Flawless evening.', 5, '/images/testimonials/priya.jpg') RETURNING id`,
    );
    await app().get(CatalogueService).refresh();
    const testimonials = (await api().get('/api/testimonials')).body as { id: number }[];
    expect(testimonials.map((t) => t.id)).toContain(testimonial.id);
  });
});

describe('the service as a whole', () => {
  it('answers an unknown route with a 404 JSON error', async () => {
    expectApiError(await api().get('/api/does-not-exist'), 404);
    expectApiError(await api().delete('/api/vehicles'), 404);
  });

  it('documents every public route in /openapi.json with its schemas and leaves the internal ones out', async () => {
    const response = await api().get('/openapi.json');
    expect(response.status).toBe(200);
    const paths = Object.keys(response.body.paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/services',
        '/api/vehicles',
        '/api/vehicle-types',
        '/api/service-types',
        '/api/testimonials',
        '/api/bookings',
        '/api/bookings/{id}',
        '/api/contact',
        '/api/newsletter',
        '/api/admin/bookings',
        '/api/admin/bookings/stats',
        '/api/admin/bookings/{id}/status',
        '/api/admin/contact-messages',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/internal'))).toBe(false);
    const createBooking = response.body.paths['/api/bookings'].post;
    expect(createBooking.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CreateBooking',
    });
    expect(response.body.components.schemas.CreateBooking.properties).toHaveProperty('passengers');
    expect(createBooking.responses).toHaveProperty('201');
    expect(openApiGaps(app(), response.body)).toEqual([]);
  });

  it('keeps stored data and seeds nothing twice when it starts again on the same database', async () => {
    const booking = await createBooking(app());
    const db = dataSourceOf(app());
    const count = async () =>
      (
        await db.query(
          `SELECT (SELECT count(*) FROM booking.services)::int AS services,
                (SELECT count(*) FROM booking.vehicles)::int AS vehicles,
                (SELECT count(*) FROM booking.service_types)::int AS "serviceTypes",
                (SELECT count(*) FROM booking.migrations)::int AS migrations`,
        )
      )[0];
    const before = await count();

    const second = await startBookingApp();
    try {
      expect(await count()).toEqual(before);
      const [row] = await dataSourceOf(second).query('SELECT email FROM booking.bookings WHERE id = $1', [
        booking.id,
      ]);
      expect(row.email).toBe(booking.email);
    } finally {
      await second.close();
    }
  });
});
