// `tsc -b tsconfig.build.json --watch` for `npm run dev` (docs/development.md, "The dev loop"), run
// through TypeScript's own API (its solution builder in watch mode) rather than as a command whose
// output would have to be parsed: after each compilation the runner learns the error count and the
// JavaScript files written, and so which workspaces changed.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ts = require('typescript');

// "Found N errors. Watching for file changes." (TypeScript's diagnostic codes, stable across versions).
const COMPILATION_DONE = new Set([6193, 6194]);

/** `services/booking/dist/main.js` → `services/booking`; `gateway/dist/x.js` → `gateway`. */
export function workspaceOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  return ['services', 'packages'].includes(parts[0]) ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * Watches the TypeScript projects of `root`/`project`. `onLine` gets each compiler message (errors
 * included); `onCompiled({ errors, workspaces })` follows every compilation, the first one included,
 * with the workspaces whose JavaScript it wrote. The first compilation runs before this returns.
 */
export function watchTypeScript({ root, project = 'tsconfig.build.json', onLine, onCompiled }) {
  let written = new Set();
  // The solution builder does not pass its error count to the watch status: counted here.
  let errors = 0;
  const formatHost = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  const report = (diagnostic) => {
    if (diagnostic.category === ts.DiagnosticCategory.Error) errors += 1;
    const text = ts.formatDiagnostic(diagnostic, formatHost).trimEnd();
    for (const line of text.split('\n')) onLine(line);
  };
  const host = ts.createSolutionBuilderWithWatchHost(
    { ...ts.sys, getCurrentDirectory: () => root },
    ts.createEmitAndSemanticDiagnosticsBuilderProgram,
    report,
    report,
    (diagnostic) => {
      if (!COMPILATION_DONE.has(diagnostic.code)) return;
      const workspaces = [...written].map((file) => workspaceOf(root, file)).filter(Boolean);
      const found = errors;
      written = new Set();
      errors = 0;
      onCompiled({ errors: found, workspaces: [...new Set(workspaces)] });
    },
  );
  const writeFile = host.writeFile;
  host.writeFile = (file, text, byteOrderMark) => {
    if (file.endsWith('.js')) written.add(path.resolve(root, file));
    return writeFile(file, text, byteOrderMark);
  };
  const builder = ts.createSolutionBuilderWithWatch(host, [path.join(root, project)], {
    preserveWatchOutput: true,
  });
  builder.build();
}
