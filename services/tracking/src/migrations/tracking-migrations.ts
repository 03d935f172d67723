import { CreateDriverPositions1795330000000 } from './1795330000000-create-driver-positions';
import { IndexPositionsByTime1795330100000 } from './1795330100000-index-positions-by-time';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const trackingMigrations = [CreateDriverPositions1795330000000, IndexPositionsByTime1795330100000];
