import { runMigrationsLocked, serviceDataSourceOptions } from '@elite/nest-kit';
import { dropTestDatabase } from '@elite/nest-kit/testing';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { magicLinkDatabase } from '../src/magic-link-database';

// A database of its own, so taking the schema down cannot disturb the other suites.
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
const name = `${process.env.TEST_DATABASE_NAME}_ml_migrations_${randomBytes(2).toString('hex')}`;
let dataSource: DataSource;

async function columns(): Promise<string[]> {
  const rows: { column: string }[] = await dataSource.query(
    `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
      WHERE table_schema = 'magic_link' AND table_name <> 'migrations' ORDER BY 1`,
  );
  return rows.map((row) => row.column);
}

beforeAll(async () => {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  dataSource = await new DataSource(serviceDataSourceOptions(url.toString(), magicLinkDatabase)).initialize();
});

afterAll(async () => {
  await dataSource.destroy();
  await dropTestDatabase(adminUrl, name);
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
