export * from './constants';
export * from './errors';
export * from './common';
export * from './catalogue';
export * from './booking';
export * from './ride-events';
export * from './contact';
export * from './identity';
export * from './chauffeurs';
export * from './magic-link';
export * from './tracking';
export * from './rewards';
// Without zod, so that a page can draw an account without loading it.
export * from './tier-progress';
export * from './events';
export * from './notifications';
export * from './health';
export * from './ride-schedule';
export * from './pricing';
export * from './places';
export * from './quotes';
export * from './cache-policy';
export * from './server-render';
export * from './service-registry';

// Last, once every schema exists: the names the API documents give the shapes.
import './api-names';
