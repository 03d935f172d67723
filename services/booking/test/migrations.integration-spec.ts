import { runMigrationsLocked } from '@elite/nest-kit';
import { openServiceDataSource, schemaShape } from '@elite/nest-kit/testing';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/lib/test-environment.mjs';
import type { DataSource } from 'typeorm';
import { bookingDatabase } from '../src/booking-database';

// A database of its own, so taking the schema down cannot disturb the other suites.
let scratch: ScratchDatabase;
let dataSource: DataSource;
let tables: () => Promise<string[]>;
let columnsOf: (table: string) => Promise<string[]>;

/** Takes the last `steps` migrations down, newest first. */
async function undo(steps: number): Promise<void> {
  for (let step = 0; step < steps; step++) await dataSource.undoLastMigration();
}

beforeAll(async () => {
  scratch = await createScratchDatabase('migrations');
  dataSource = await openServiceDataSource(scratch.url, bookingDatabase);
  ({ tables, columns: columnsOf } = schemaShape(dataSource, 'booking'));
});

afterAll(async () => {
  await dataSource?.destroy();
  await scratch?.drop();
});

describe('booking migrations', () => {
  it('create every table of the booking schema, and their down steps remove them all', async () => {
    await runMigrationsLocked(dataSource, 'booking');
    expect(await tables()).toEqual([
      'bookings',
      'contact_messages',
      'idempotent_requests',
      'newsletter_subscriptions',
      'outbox',
      'payment_records',
      'price_changes',
      'receipt_counter',
      'ride_events',
      'service_types',
      'services',
      'testimonials',
      'vehicle_types',
      'vehicles',
    ]);
    expect(await columnsOf('bookings')).toEqual(
      expect.arrayContaining(['version', 'hours', 'total_price_cents', 'price_lines']),
    );

    expect(await columnsOf('bookings')).toEqual(
      expect.arrayContaining(['chauffeur_id', 'chauffeur_name', 'chauffeur_phone', 'ride_stage']),
    );
    expect(await columnsOf('outbox')).toContain('trace_context');
    await dataSource.undoLastMigration();
    expect(await columnsOf('outbox')).not.toContain('trace_context');
    await dataSource.undoLastMigration();
    const withoutChauffeurs = await columnsOf('bookings');
    for (const column of ['chauffeur_id', 'chauffeur_name', 'chauffeur_phone', 'ride_stage'])
      expect(withoutChauffeurs).not.toContain(column);
    await dataSource.undoLastMigration();
    expect(await tables()).not.toContain('ride_events');
    const [{ triggers }] = await dataSource.query(
      `SELECT count(*)::int AS triggers FROM pg_proc WHERE proname = 'ride_events_append_only'`,
    );
    expect(triggers).toBe(0);
    expect(await columnsOf('bookings')).toEqual(
      expect.arrayContaining([
        'paid_method',
        'paid_amount_cents',
        'paid_at',
        'receipt_number',
        'completed_at',
        'landing_date',
        'landing_time',
        'free_waiting_minutes',
      ]),
    );
    await dataSource.undoLastMigration();
    const withoutLanding = await columnsOf('bookings');
    for (const column of ['landing_date', 'landing_time', 'free_waiting_minutes'])
      expect(withoutLanding).not.toContain(column);
    expect(withoutLanding).toContain('receipt_number');
    await dataSource.undoLastMigration();
    const withoutReceipt = await columnsOf('bookings');
    for (const column of ['paid_method', 'paid_amount_cents', 'paid_at', 'receipt_number', 'completed_at'])
      expect(withoutReceipt).not.toContain(column);
    expect(await tables()).not.toEqual(expect.arrayContaining(['payment_records']));
    expect(await tables()).not.toEqual(expect.arrayContaining(['receipt_counter']));
    await dataSource.undoLastMigration();
    const withoutPrice = await columnsOf('bookings');
    for (const column of ['hours', 'total_price_cents', 'price_lines'])
      expect(withoutPrice).not.toContain(column);
    expect(withoutPrice).toContain('version');
    await dataSource.undoLastMigration();
    expect(await columnsOf('bookings')).not.toContain('version');
    await dataSource.undoLastMigration();
    expect(await columnsOf('idempotent_requests')).toContain('access_token');
    await dataSource.undoLastMigration();
    expect(await columnsOf('bookings')).not.toContain('vehicle_hold');
    await dataSource.undoLastMigration();
    expect(await tables()).not.toContain('idempotent_requests');
    await dataSource.undoLastMigration();
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM booking.vehicles');
    expect(count).toBe(0);
    await dataSource.undoLastMigration();
    expect(await tables()).toEqual([]);
  });

  it('removes every ride token kept in clear before tokens were sealed: events and replays', async () => {
    await runMigrationsLocked(dataSource, 'booking');
    // Back to before the sealing (the booking version, price, receipt, landing, ride history, chauffeurs and the outbox's trace context came after it).
    await undo(8);
    const [{ id }] = await dataSource.query(
      `INSERT INTO booking.bookings (service_type_id, vehicle_id, pickup_location, dropoff_location, date, time,
         passengers, payment_method, status, full_name, email, phone, access_token_hash, vehicle_hold)
       VALUES (1, 1, 'LAX', 'Hotel', '2031-01-15', '09:00', 1, 'cash', 'pending', 'Ada', 'a@example.test',
         '+1 310 555 0100', repeat('a', 64), tstzrange(now(), now() + interval '1 hour')) RETURNING id`,
    );
    const event = (token: string, published: boolean) =>
      dataSource.query(
        `INSERT INTO booking.outbox (id, type, payload, published_at)
         VALUES (gen_random_uuid(), 'booking.created', jsonb_build_object('bookingId', $1::int, 'accessToken', $2::text),
                 CASE WHEN $3 THEN now() END)`,
        [id, token, published],
      );
    await event('clear-token-relayed', true);
    await event('clear-token-not-yet-relayed', false);
    await dataSource.query(
      `INSERT INTO booking.idempotent_requests (scope, key, request_hash, booking_id, access_token)
       VALUES ('anonymous', 'k-1', repeat('c', 64), $1, 'clear-token-replay')`,
      [id],
    );
    await runMigrationsLocked(dataSource, 'booking');
    const rows = (await dataSource.query(
      `SELECT o::text AS row, o.published_at FROM booking.outbox AS o WHERE (payload->>'bookingId')::int = $1
       UNION ALL SELECT r::text, NULL FROM booking.idempotent_requests AS r WHERE booking_id = $1`,
      [id],
    )) as { row: string; published_at: Date | null }[];
    expect(rows).toHaveLength(3);
    expect(rows.map(({ row }) => row).join()).not.toMatch(/clear-token/);
    // An event that can no longer carry its token is never shipped without it.
    expect(rows.filter((row) => row.row.includes('booking.created')).every((row) => row.published_at)).toBe(
      true,
    );
    await dataSource.query(`DELETE FROM booking.bookings WHERE id = $1`, [id]);
    await dataSource.query(`DELETE FROM booking.outbox WHERE (payload->>'bookingId')::int = $1`, [id]);
  });

  it("backfills the van's hold of bookings made before it, in Los Angeles time, and then enforces it", async () => {
    await runMigrationsLocked(dataSource, 'booking');
    // Back to before the hold: the outbox's trace context, the chauffeurs, the ride history, the landing, the receipt, the price, the booking version, the sealing and the hold undone.
    await undo(9);
    const [{ id }] = await dataSource.query(
      `INSERT INTO booking.bookings (service_type_id, vehicle_id, pickup_location, dropoff_location, date, time,
         passengers, payment_method, status, is_round_trip, full_name, email, phone, access_token_hash)
       VALUES (1, 1, 'LAX', 'Hotel', '2030-01-15', '09:00', 1, 'cash', 'confirmed', true, 'Ada', 'a@example.test',
         '+1 310 555 0100', repeat('a', 64)) RETURNING id`,
    );
    await runMigrationsLocked(dataSource, 'booking');
    const [hold] = await dataSource.query(
      `SELECT lower(vehicle_hold) AS start, upper(vehicle_hold) AS end FROM booking.bookings WHERE id = $1`,
      [id],
    );
    // 09:00 PST is 17:00 UTC; a round-trip airport transfer holds the van 2 × 120 + 30 minutes.
    expect(hold).toEqual({ start: new Date('2030-01-15T17:00:00Z'), end: new Date('2030-01-15T21:30:00Z') });
    // And it counts its changes from version 1, as a booking made now does.
    const [{ version }] = await dataSource.query(`SELECT version FROM booking.bookings WHERE id = $1`, [id]);
    expect(version).toBe(1);
    await expect(
      dataSource.query(
        `INSERT INTO booking.bookings (service_type_id, vehicle_id, pickup_location, dropoff_location, date, time,
           passengers, payment_method, status, full_name, email, phone, access_token_hash, vehicle_hold)
         VALUES (1, 1, 'LAX', 'Hotel', '2030-01-15', '10:00', 1, 'cash', 'confirmed', 'Bo', 'b@example.test',
           '+1 310 555 0100', repeat('b', 64), tstzrange('2030-01-15T18:00:00Z', '2030-01-15T20:30:00Z'))`,
      ),
    ).rejects.toMatchObject({ driverError: { code: '23P01' } });
    await dataSource.query(`DELETE FROM booking.bookings WHERE id = $1`, [id]);
  });

  it('can be applied again after being taken down, seeding the catalogue once', async () => {
    await runMigrationsLocked(dataSource, 'booking');
    await runMigrationsLocked(dataSource, 'booking');
    const [row] = await dataSource.query(
      `SELECT (SELECT count(*) FROM booking.services)::int AS services,
              (SELECT value FROM booking.service_types WHERE id = 1) AS "firstServiceType",
              (SELECT passengers FROM booking.vehicles WHERE id = 1) AS "minivanPassengers"`,
    );
    expect(row).toEqual({ services: 6, firstServiceType: 'airport', minivanPassengers: 14 });
    // The sequences moved past the seeded ids, so new rows do not collide with them.
    const [inserted] = await dataSource.query(
      `INSERT INTO booking.vehicle_types (name, slug) VALUES ('Coach', 'coach') RETURNING id`,
    );
    expect(inserted.id).toBeGreaterThan(3);
  });
});
