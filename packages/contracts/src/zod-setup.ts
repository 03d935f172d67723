import { z } from 'zod';

// Every file that defines a schema imports this first (zod-setup.spec.ts checks), so it runs before any
// schema is defined, whichever entry (the whole package or one domain, docs/architecture.md) loads
// first. Each file still takes `z` from 'zod' itself: a module that re-exported it would keep webpack
// from tree-shaking zod (320 KB minified instead of 85 KB for the same schemas).
// Pages run under a Content-Security-Policy without 'unsafe-eval' (docs/architecture.md §6): in a
// browser zod must neither probe for eval (Chrome reports the probe as a CSP issue) nor compile parsers
// with it. Servers keep zod's faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
