import { runMigrationsLocked } from '@elite/nest-kit';
import { openServiceDataSource } from '@elite/nest-kit/testing';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/lib/test-environment.mjs';
import type { DataSource } from 'typeorm';
import { notificationsDatabase } from '../src/notifications-database';

// A database of its own, so taking the schema down cannot disturb the other suites.
let scratch: ScratchDatabase;
let dataSource: DataSource;

async function columns(): Promise<string[]> {
  const rows: { column: string }[] = await dataSource.query(
    `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
      WHERE table_schema = 'notifications' AND table_name <> 'migrations' ORDER BY 1`,
  );
  return rows.map((row) => row.column);
}

beforeAll(async () => {
  scratch = await createScratchDatabase('migrations');
  dataSource = await openServiceDataSource(scratch.url, notificationsDatabase);
});

afterAll(async () => {
  await dataSource?.destroy();
  await scratch?.drop();
});

describe('notifications migrations', () => {
  it("create the deliveries and the bookings projection (with an open ride's token), and their down steps remove them", async () => {
    await runMigrationsLocked(dataSource, 'notifications');
    expect(await columns()).toEqual(
      expect.arrayContaining(['bookings.access_token', 'bookings.ride', 'deliveries.template']),
    );

    await dataSource.undoLastMigration();
    const withoutToken = await columns();
    expect(withoutToken).not.toContain('bookings.access_token');
    expect(withoutToken).toContain('bookings.ride');
    await dataSource.undoLastMigration();
    expect(await columns()).toEqual([]);

    await runMigrationsLocked(dataSource, 'notifications');
    expect(await columns()).toContain('bookings.access_token');
  });
});
