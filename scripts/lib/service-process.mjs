// A built service (its dist/main.js) in a process of its own, the way `npm start` runs it, for the
// integration tests that cross a service boundary over real HTTP (docs/development.md, "The harness").
import { existsSync } from 'node:fs';
import { HarnessError } from './errors.mjs';
import { freePort } from './ports.mjs';
import { Child, waitReady } from './processes.mjs';

// Children must never outlive the test process, even when jest force-exits.
const children = new Set();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/**
 * Starts `entry` with `portVariable` set to `port` (else a free one) and waits for its
 * /health/ready (until it answers or the process exits; the time limit is only a last resort, generous
 * for a busy machine); resolves to { url, port, stop() } (stop sends SIGTERM and resolves to how it ended: { code, signal }). Its warnings and errors go to stderr, and every
 * line of its output to `onOutput(line, stream)` when given (a test that reads its logs).
 */
export async function startServiceProcess({ entry, portVariable, env = {}, port, onOutput }) {
  if (!existsSync(entry)) throw new HarnessError(`${entry} is not built: run \`npm run build\` first.`);
  const chosen = port ?? (await freePort());
  const child = new Child({
    name: entry,
    args: [entry],
    options: {
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, [portVariable]: String(chosen) },
    },
    onLine: (line, stream) => {
      onOutput?.(line, stream);
      if (stream === 'stderr') process.stderr.write(`${line}\n`);
    },
  });
  children.add(child);
  child.exited.then(() => children.delete(child));
  const url = `http://127.0.0.1:${chosen}`;
  const stop = () => child.stop();
  try {
    await waitReady(child, `${url}/health/ready`, { intervalMs: 150 });
  } catch (error) {
    await stop();
    throw new HarnessError(`${entry} did not become ready on port ${chosen}: ${error.message}`);
  }
  return { url, port: chosen, stop };
}
