import { OutboxEntity, type ServiceDatabaseOptions } from '@elite/nest-kit';
import { MagicLinkEntity } from './magic-links/magic-link.entity';
import { magicLinkMigrations } from './migrations/magic-link-migrations';

/** The magic_link schema: its tables and the migrations that build them. */
export const magicLinkDatabase: ServiceDatabaseOptions = {
  schema: 'magic_link',
  entities: [MagicLinkEntity, OutboxEntity],
  migrations: magicLinkMigrations,
};
