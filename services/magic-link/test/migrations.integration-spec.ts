import { runMigrationsLocked } from '@elite/nest-kit';
import { openServiceDataSource, schemaShape } from '@elite/nest-kit/testing';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/lib/test-environment.mjs';
import type { DataSource } from 'typeorm';
import { magicLinkDatabase } from '../src/magic-link-database';

// A database of its own, so taking the schema down cannot disturb the other suites.
let scratch: ScratchDatabase;
let dataSource: DataSource;
let columns: () => Promise<string[]>;

beforeAll(async () => {
  scratch = await createScratchDatabase('migrations');
  dataSource = await openServiceDataSource(scratch.url, magicLinkDatabase);
  columns = () => schemaShape(dataSource, 'magic_link').columns();
});

afterAll(async () => {
  await dataSource?.destroy();
  await scratch?.drop();
});

describe('magic-link migrations', () => {
  it('create the links (with the booking that spent each) and the outbox, and their down steps remove them', async () => {
    await runMigrationsLocked(dataSource, 'magic_link');
    expect(await columns()).toEqual(
      expect.arrayContaining([
        'magic_links.used_by_booking_id',
        'outbox.payload',
        'outbox.published_at',
        'outbox.trace_context',
      ]),
    );

    await dataSource.undoLastMigration();
    expect(await columns()).not.toContain('outbox.trace_context');
    await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();
    expect(await columns()).not.toContain('magic_links.used_by_booking_id');
    await dataSource.undoLastMigration();
    expect((await columns()).filter((column) => column.startsWith('outbox.'))).toEqual([]);
    await dataSource.undoLastMigration();
    expect(await columns()).toEqual([]);

    await runMigrationsLocked(dataSource, 'magic_link');
    expect(await columns()).toContain('magic_links.used_by_booking_id');
  });

  it("removes every link's url (its token in clear) from the outbox, and ships none without it", async () => {
    await runMigrationsLocked(dataSource, 'magic_link');
    // Back to before the urls were removed (the outbox's trace context came after).
    await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();
    const event = (url: string, published: boolean) =>
      dataSource.query(
        `INSERT INTO magic_link.outbox (id, type, payload, published_at)
         VALUES (gen_random_uuid(), 'magic-link.created', jsonb_build_object('email', 'a@example.test', 'url', $1::text),
                 CASE WHEN $2 THEN now() END)`,
        [url, published],
      );
    await event('https://elite.example/magic-link/relayed0123456789abcdef0123456', true);
    await event('https://elite.example/magic-link/waiting0123456789abcdef0123456', false);
    await runMigrationsLocked(dataSource, 'magic_link');
    const rows = (await dataSource.query(
      `SELECT o::text AS row, published_at FROM magic_link.outbox AS o`,
    )) as {
      row: string;
      published_at: Date | null;
    }[];
    expect(rows).toHaveLength(2);
    expect(rows.map(({ row }) => row).join()).not.toContain('/magic-link/');
    expect(rows.every((row) => row.published_at)).toBe(true);
  });
});
