// The live reload of `npm run dev` (docs/development.md, "The dev loop"), built into the shell's page by
// scripts/lib/dev-webpack.mjs only: a full reload once a frontend has been rebuilt.
// Not hot module replacement: the remotes are containers the shell finds at run time (/remotes.json)
// and the gateway renders pages with their server builds, so a reload is what shows a change in both.
// It polls a small file on the page's own origin (the Content-Security-Policy allows no other
// connection), which scripts/dev.mjs rewrites after every successful rebuild; a 304 costs little.
/* global __resourceQuery */
const file = `/${__resourceQuery.slice(1)}`;
const EVERY_MS = 400;
let seen;

async function check() {
  try {
    const response = await fetch(file, { cache: 'no-cache' });
    if (response.ok) {
      const { build } = await response.json();
      if (seen === undefined) {
        seen = build;
        // What it watches from, for the e2e test that edits a source once the page is listening.
        globalThis.__eliteDevBuild = build;
      } else if (build !== seen) {
        console.info('[dev] a frontend was rebuilt: reloading');
        globalThis.location.reload();
        return;
      }
    }
  } catch {
    // The gateway is restarting: ask again.
  }
  setTimeout(check, EVERY_MS);
}

void check();
