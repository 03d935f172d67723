import { runMigrationsLocked } from '@elite/nest-kit';
import { createScratchDatabase, type ScratchDatabase } from '@elite/nest-kit/testing';
import type { DataSource } from 'typeorm';
import { bookingDatabase } from '../src/booking-database';

// A database of its own, so taking the schema down cannot disturb the other suites.
let scratch: ScratchDatabase;
let dataSource: DataSource;

async function tables(): Promise<string[]> {
  const rows: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'booking' AND table_name <> 'migrations' ORDER BY 1`,
  );
  return rows.map((row) => row.table_name);
}

beforeAll(async () => {
  scratch = await createScratchDatabase(bookingDatabase, 'migrations');
  dataSource = scratch.dataSource;
});

afterAll(async () => {
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
      'service_types',
      'services',
      'testimonials',
      'vehicle_types',
      'vehicles',
    ]);

    await dataSource.undoLastMigration();
    expect(await tables()).not.toContain('idempotent_requests');
    await dataSource.undoLastMigration();
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM booking.vehicles');
    expect(count).toBe(0);
    await dataSource.undoLastMigration();
    expect(await tables()).toEqual([]);
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
