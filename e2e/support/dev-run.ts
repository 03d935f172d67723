import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

// `npm run dev` as a developer runs it, from the repository, for the dev-loop test (e2e/dev): every
// port it opens is a free one, its data folder (embedded PostgreSQL, keys, mail, the watch builds) a
// fresh temporary one, and it is stopped as a terminal's Ctrl-C stops it (SIGINT to its process group).

export const REPOSITORY = path.resolve(__dirname, '..', '..');
// Starting builds every frontend in development mode first; a loaded 2-core machine takes minutes.
const READY_TIMEOUT_MS = 420_000;
const STOP_TIMEOUT_MS = 60_000;

const registry = JSON.parse(
  readFileSync(path.join(REPOSITORY, 'packages', 'contracts', 'src', 'service-registry.json'), 'utf8'),
) as { name: string }[];
/** Every port variable of the runner (docs/development.md, "Ports and environment"). */
const PORT_VARIABLES = [
  'PORT',
  ...registry.map(({ name }) => `${name.toUpperCase().replace(/-/g, '_')}_PORT`),
  'EMBEDDED_PG_PORT',
  'MAIL_CATCHER_SMTP_PORT',
  'MAIL_CATCHER_WEB_PORT',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** True when nothing listens on the port (the run let go of it). */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The processes whose command line names `text` (Linux: /proc). */
export function processesNaming(text: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (commandLine.includes(text)) found.push(`${entry} ${commandLine.trim()}`);
    } catch {
      // It ended meanwhile.
    }
  }
  return found;
}

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface DevRun {
  url: string;
  ports: number[];
  dataDir: string;
  /** Every line it printed so far. */
  output: string[];
  /**
   * Ctrl-C, and how npm ended once the runner has (its output closed); it is killed after a minute.
   * npm itself ends by the SIGINT, as in a terminal; the runner's own lines say how it stopped.
   */
  stop(): Promise<Ended>;
}

export async function startDev(): Promise<DevRun> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elite-dev-'));
  const ports: number[] = [];
  while (ports.length < PORT_VARIABLES.length) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    ...Object.fromEntries(PORT_VARIABLES.map((variable, i) => [variable, String(ports[i])])),
  };
  // As on a fresh clone: the embedded database and the mail catcher, the runner's short output.
  for (const variable of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'LOG_FORMAT']) delete env[variable];

  const child = spawn('npm', ['run', 'dev'], {
    cwd: REPOSITORY,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // 'close': npm and the runner (which holds the same output) have both ended.
  const exited = new Promise<Ended>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev was not ready within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        output.push(line);
        const url = /is ready on (http:\/\/[^\s:]+:\d+)/.exec(line);
        if (url) {
          clearTimeout(timer);
          resolve(url[1]!);
        }
      });
    }
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(
          `npm run dev ended (${signal ?? `exit code ${code}`}) before it was ready:\n${output.slice(-30).join('\n')}`,
        ),
      );
    });
  });

  let stopped: Promise<Ended> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT');
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), STOP_TIMEOUT_MS);
      const ended = await exited;
      clearTimeout(timer);
      return ended;
    })();
    return stopped;
  };
  try {
    return { url: await ready, ports, dataDir, output, stop };
  } catch (error) {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Runs `during` with `file` changed by `edit`, and puts its text back afterwards, whatever happens.
 * `keepTime` puts its modification time back too: `npm run build` compares a frontend's sources with
 * its last build by time. Without it the file is newer than before, which `tsc -b` needs to see that
 * its output (compiled from the edit meanwhile) is out of date.
 */
export async function withEditedFile(
  file: string,
  edit: (text: string) => string,
  during: () => Promise<void>,
  { keepTime }: { keepTime: boolean },
): Promise<void> {
  const original = readFileSync(file);
  const { atime, mtime } = statSync(file);
  const edited = edit(original.toString('utf8'));
  if (edited === original.toString('utf8')) throw new Error(`the edit changes nothing in ${file}`);
  try {
    writeFileSync(file, edited);
    await during();
  } finally {
    writeFileSync(file, original);
    if (keepTime) utimesSync(file, atime, mtime);
  }
}
