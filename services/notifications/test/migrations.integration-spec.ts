import { runMigrationsLocked } from '@elite/nest-kit';
import { openServiceDataSource, schemaShape } from '@elite/nest-kit/testing';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/lib/test-environment.mjs';
import type { DataSource } from 'typeorm';
import { notificationsDatabase } from '../src/notifications-database';

// A database of its own, so taking the schema down cannot disturb the other suites.
let scratch: ScratchDatabase;
let dataSource: DataSource;
let columns: () => Promise<string[]>;

beforeAll(async () => {
  scratch = await createScratchDatabase('migrations');
  dataSource = await openServiceDataSource(scratch.url, notificationsDatabase);
  columns = () => schemaShape(dataSource, 'notifications').columns();
});

afterAll(async () => {
  await dataSource?.destroy();
  await scratch?.drop();
});

describe('notifications migrations', () => {
  it("create the deliveries and the bookings projection (with an open ride's sealed token), and their down steps remove them", async () => {
    await runMigrationsLocked(dataSource, 'notifications');
    const all = await columns();
    expect(all).toEqual(
      expect.arrayContaining([
        'bookings.sealed_access_token',
        'bookings.ride',
        'bookings.version',
        'booking_events.version',
        'deliveries.booking_version',
        'deliveries.skip_reason',
        'deliveries.template',
      ]),
    );
    expect(all).not.toContain('bookings.access_token');

    await dataSource.undoLastMigration();
    expect(await columns()).toContain('bookings.access_token');
    await dataSource.undoLastMigration();
    const unordered = await columns();
    expect(unordered).not.toContain('deliveries.booking_version');
    expect(unordered).not.toContain('booking_events.version');
    expect(unordered).toContain('bookings.last_event_at');
    await dataSource.undoLastMigration();
    const withoutToken = await columns();
    expect(withoutToken).not.toContain('bookings.access_token');
    expect(withoutToken).toContain('bookings.ride');
    await dataSource.undoLastMigration();
    expect(await columns()).toEqual([]);

    await runMigrationsLocked(dataSource, 'notifications');
    expect(await columns()).toContain('bookings.sealed_access_token');
  });

  it('leaves no ride token kept in clear before tokens were sealed', async () => {
    await runMigrationsLocked(dataSource, 'notifications');
    await dataSource.undoLastMigration();
    const token = 'clear-token-of-an-open-ride';
    await dataSource.query(
      `INSERT INTO notifications.bookings (booking_id, email, full_name, status, ride, version, access_token)
       VALUES (9001, 'a@example.test', 'Ada', 'confirmed', '{}', 1, $1)`,
      [token],
    );
    await runMigrationsLocked(dataSource, 'notifications');
    const rows = (await dataSource.query(
      `SELECT b::text AS row FROM notifications.bookings AS b WHERE booking_id = 9001`,
    )) as { row: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain(token);
  });

  it('number the rides and e-mails from before at version 1, as booking numbered its bookings', async () => {
    await runMigrationsLocked(dataSource, 'notifications');
    // Back to before the rides' e-mails were ordered (the sealing came after it).
    await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();
    await dataSource.query(
      `INSERT INTO notifications.bookings (booking_id, email, full_name, status, ride, last_event_at)
       VALUES (41, 'ada@example.test', 'Ada', 'confirmed', '{}', now())`,
    );
    await dataSource.query(
      `INSERT INTO notifications.deliveries (event_id, template, "to", subject, booking_id, status)
       VALUES ('e-1', 'booking-received', 'ada@example.test', 'Booking received', 41, 'queued'),
              ('e-2', 'welcome', 'ada@example.test', 'Welcome', NULL, 'sent')`,
    );
    await runMigrationsLocked(dataSource, 'notifications');
    expect(
      await dataSource.query(`SELECT booking_id, version FROM notifications.bookings WHERE booking_id = 41`),
    ).toEqual([{ booking_id: 41, version: 1 }]);
    expect(
      await dataSource.query(
        `SELECT booking_id, version FROM notifications.booking_events WHERE booking_id = 41`,
      ),
    ).toEqual([{ booking_id: 41, version: 1 }]);
    expect(
      await dataSource.query(`SELECT template, booking_version FROM notifications.deliveries ORDER BY id`),
    ).toEqual([
      { template: 'booking-received', booking_version: 1 },
      { template: 'welcome', booking_version: null },
    ]);
  });
});
