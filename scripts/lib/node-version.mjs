// Imported first by every script that is run with `node` directly: `node scripts/…` on a machine's
// older Node would otherwise fail later and obscurely. npm scripts run on the project's own Node
// (the `node` devDependency in node_modules/.bin); package.json's `engines` says which.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
if (!semver.satisfies(process.version, engines.node)) {
  console.error(
    `Elite Transport needs Node.js ${engines.node}, and this is ${process.version} (${process.execPath}).\n` +
      'Run it through npm (npm start, npm test, npm run build, npm run bench), which uses the Node that ' +
      '`npm install` brought into node_modules/.bin, or put node_modules/.bin first on PATH.',
  );
  process.exit(1);
}
