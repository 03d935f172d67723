import { CreateMagicLinks1795310000000 } from './1795310000000-create-magic-links';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const magicLinkMigrations = [CreateMagicLinks1795310000000];
