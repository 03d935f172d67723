// What `npm start` and `npm run dev` print (docs/development.md): every line of every process goes to
// <DATA_DIR>/logs/<file> (10 MB a file, the last 5 kept); the terminal shows the runner's own lines,
// warnings and errors, and what is not JSON (every line with LOG_FORMAT=json).
import path from 'node:path';
import { createStream } from 'rotating-file-stream';

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * @param {{ root: string, env?: NodeJS.ProcessEnv, file: string }} options
 * @returns {{ log: (prefixed: string, source?: Source) => void, exit: (code: number) => void, logPath: string }}
 * @typedef {{ name: string, line: string, runner?: boolean, quiet?: boolean }} Source a line's process and
 *   raw text; `runner`: the runner's own line (always shown), `quiet`: for the log file only.
 */
export function createRunnerOutput({ root, env = process.env, file }) {
  const logDir = path.resolve(root, env.DATA_DIR || '.data', 'logs');
  const logFile = createStream(file, { path: logDir, size: '10M', maxFiles: 5 });
  // LOG_FORMAT=json shows every line in the terminal as the processes print it.
  const everyLine = env.LOG_FORMAT === 'json';

  /** For the terminal: a service's JSON line as `level message`, and only from warnings up. */
  function shown({ name, line, runner }) {
    if (everyLine || runner || name === 'stack' || !line.startsWith('{')) return line;
    // pino writes the level first: the many info lines (one per request) are skipped without parsing.
    const level = /^\{"level":(\d+)/.exec(line);
    if (level && Number(level[1]) < 40) return undefined;
    try {
      const entry = JSON.parse(line);
      if (typeof entry.level !== 'number' || entry.level < 40) return undefined;
      const error = entry.err?.message ? ` (${entry.err.message})` : '';
      return `${LEVELS[entry.level] ?? entry.level} ${entry.msg ?? ''}${error}`;
    } catch {
      return line;
    }
  }

  /** `prefixed` is the line as printed (`name │ line`); `source` its process and raw line, when it has one. */
  function log(prefixed, source) {
    logFile.write(`${new Date().toISOString()} ${source ? `${source.name} ${source.line}` : prefixed}\n`);
    if (!source) return console.log(prefixed);
    if (source.quiet) return;
    const text = shown(source);
    if (text !== undefined) console.log(prefixed.slice(0, prefixed.length - source.line.length) + text);
  }

  const full = path.join(logDir, file);
  const relative = path.relative(process.cwd(), full);
  return {
    log,
    /** Exits once the log file has what was written to it. */
    exit: (code) => logFile.end(() => process.exit(code)),
    logPath: relative.startsWith('..') ? full : relative,
  };
}
