import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

// Children must never outlive the test process, even when jest force-exits.
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

export interface RunningService {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A free TCP port on loopback, chosen by the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a built service (its dist/main.js) as its own process, the way `npm start` does, and
 * waits for its readiness. For tests that cross a service boundary over real HTTP.
 */
export async function startServiceProcess(options: {
  entry: string;
  portVariable: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Chosen beforehand (freePort) when services that call each other must know their URLs up front. */
  port?: number;
}): Promise<RunningService> {
  if (!existsSync(options.entry))
    throw new Error(`${options.entry} is not built: run \`npm run build\` first.`);
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [options.entry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...options.env,
      [options.portVariable]: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    children.delete(child);
  });
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${url}/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  if (exited || Date.now() >= deadline) {
    await stop();
    throw new Error(`${options.entry} did not become ready on port ${port}`);
  }
  return { url, port, stop };
}
