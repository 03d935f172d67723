import { z } from 'zod';

// Pages run under a Content-Security-Policy without 'unsafe-eval' (docs/architecture.md §6): in a
// browser zod must neither probe for eval (Chrome reports the probe as a CSP issue) nor compile parsers
// with it. zod decides when a schema is defined, so this runs before any is. Servers keep zod's faster
// compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
