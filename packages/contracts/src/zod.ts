import { z } from 'zod';

// Every schema here takes `z` from this module, never from 'zod' itself, so this runs before any schema
// is defined, whichever entry (the whole package or one domain, docs/architecture.md) loads first.
// Pages run under a Content-Security-Policy without 'unsafe-eval' (docs/architecture.md §6): in a
// browser zod must neither probe for eval (Chrome reports the probe as a CSP issue) nor compile parsers
// with it. Servers keep zod's faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
