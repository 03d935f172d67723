import { CreateIdentityTables1795300000000 } from './1795300000000-create-identity-tables';
import { CreateRevokedSessions1795300100000 } from './1795300100000-create-revoked-sessions';
import { AddOutboxTraceContext1795300200000 } from './1795300200000-add-outbox-trace-context';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const identityMigrations = [
  CreateIdentityTables1795300000000,
  CreateRevokedSessions1795300100000,
  AddOutboxTraceContext1795300200000,
];
