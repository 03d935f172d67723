import { runMigrationsLocked } from '@elite/nest-kit';
import { openServiceDataSource } from '@elite/nest-kit/testing';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/lib/test-environment.mjs';
import type { DataSource } from 'typeorm';
import { magicLinkDatabase } from '../src/magic-link-database';

// A database of its own, so taking the schema down cannot disturb the other suites.
let scratch: ScratchDatabase;
let dataSource: DataSource;

async function columns(): Promise<string[]> {
  const rows: { column: string }[] = await dataSource.query(
    `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
      WHERE table_schema = 'magic_link' AND table_name <> 'migrations' ORDER BY 1`,
  );
  return rows.map((row) => row.column);
}

beforeAll(async () => {
  scratch = await createScratchDatabase('migrations');
  dataSource = await openServiceDataSource(scratch.url, magicLinkDatabase);
});

afterAll(async () => {
  await dataSource?.destroy();
  await scratch?.drop();
});

describe('magic-link migrations', () => {
  it('create the links (with the booking that spent each) and the outbox, and their down steps remove them', async () => {
    await runMigrationsLocked(dataSource, 'magic_link');
    expect(await columns()).toEqual(
      expect.arrayContaining(['magic_links.used_by_booking_id', 'outbox.payload', 'outbox.published_at']),
    );

    await dataSource.undoLastMigration();
    expect(await columns()).not.toContain('magic_links.used_by_booking_id');
    await dataSource.undoLastMigration();
    expect((await columns()).filter((column) => column.startsWith('outbox.'))).toEqual([]);
    await dataSource.undoLastMigration();
    expect(await columns()).toEqual([]);

    await runMigrationsLocked(dataSource, 'magic_link');
    expect(await columns()).toContain('magic_links.used_by_booking_id');
  });
});
