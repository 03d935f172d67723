import { CreateIdentityTables1795300000000 } from './1795300000000-create-identity-tables';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const identityMigrations = [CreateIdentityTables1795300000000];
