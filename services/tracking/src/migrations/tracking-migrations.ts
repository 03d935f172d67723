import { CreateDriverPositions1795330000000 } from './1795330000000-create-driver-positions';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const trackingMigrations = [CreateDriverPositions1795330000000];
