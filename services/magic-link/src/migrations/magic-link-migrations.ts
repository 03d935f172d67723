import { CreateMagicLinks1795310000000 } from './1795310000000-create-magic-links';
import { CreateMagicLinkOutbox1795310100000 } from './1795310100000-create-magic-link-outbox';
import { AddSpendingBooking1795310200000 } from './1795310200000-add-spending-booking';
import { RemoveClearLinkUrls1795310300000 } from './1795310300000-remove-clear-link-urls';
import { AddOutboxTraceContext1795310400000 } from './1795310400000-add-outbox-trace-context';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const magicLinkMigrations = [
  CreateMagicLinks1795310000000,
  CreateMagicLinkOutbox1795310100000,
  AddSpendingBooking1795310200000,
  RemoveClearLinkUrls1795310300000,
  AddOutboxTraceContext1795310400000,
];
