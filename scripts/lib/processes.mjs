// Child processes for the harness (docs/development.md, "The harness"): one supervised process
// (its output line by line, its last lines kept, an optional log file, a polite stop), readiness
// waits on a condition, and the process-id checks that find what a killed run left behind.
// Hand-written on node:child_process: the runner needs restarts with its own back-off, ordered
// stops and output prefixed per process, which process managers (pm2, execa) shape differently.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { HarnessError } from './errors.mjs';

export const READY_TIMEOUT_MS = 90_000;
export const STOP_TIMEOUT_MS = 15_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True while a process with this id exists (EPERM: it exists but is not ours). */
export function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The command line of a running process ('' when it is gone or unreadable). */
export function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** Sends `signal` to a process that is not our child, and SIGKILL if it has not gone after the timeout. */
export async function stopPid(pid, signal = 'SIGTERM', timeoutMs = STOP_TIMEOUT_MS) {
  process.kill(pid, signal);
  for (let waited = 0; waited < timeoutMs && pidAlive(pid); waited += 100) await sleep(100);
  if (pidAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** `exit code 1`, `SIGTERM` or `could not start (…)`: how a process ended, for a message. */
export function describeExit({ code, signal, error }) {
  if (error) return `could not start (${error.message})`;
  return signal ?? `exit code ${code}`;
}

/**
 * One child process. `onLine(line, stream)` gets its output a line at a time, the last `keepLines`
 * stay in `recent`, and with `logFile` every line is also written there. `onUnexpectedExit(result)`
 * runs when it exits without stop() having been called. `exited` resolves with { code, signal } (or
 * { error } when it could not start).
 */
export class Child {
  constructor({
    name,
    command = process.execPath,
    args = [],
    options = {},
    onLine = () => undefined,
    onUnexpectedExit,
    keepLines = 30,
    logFile,
  }) {
    this.name = name;
    this.stopping = false;
    this.recent = [];
    this.logFile = logFile;
    this.log = logFile ? createWriteStream(logFile, { flags: 'w' }) : undefined;
    const line = (text, stream) => {
      this.recent.push(text);
      if (this.recent.length > keepLines) this.recent.shift();
      if (this.log?.writable) this.log.write(`${text}\n`);
      onLine(text, stream);
    };
    this.process = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    this.exited = new Promise((resolve) => {
      this.process.once('error', (error) => {
        line(`could not start: ${error.message}`, 'stderr');
        resolve({ code: null, signal: null, error });
      });
      this.process.once('exit', (code, signal) => resolve({ code, signal }));
    });
    for (const stream of ['stdout', 'stderr']) {
      createInterface({ input: this.process[stream], crlfDelay: Infinity }).on('line', (text) =>
        line(text, stream),
      );
    }
    if (onUnexpectedExit)
      this.exited.then((result) => {
        if (!this.stopping) onUnexpectedExit(result);
      });
  }

  get pid() {
    return this.process.pid;
  }

  get running() {
    return (
      this.process.exitCode === null && this.process.signalCode === null && this.process.pid !== undefined
    );
  }

  /** Signals it now, if it still runs (for process.on('exit'), where nothing can be awaited). */
  kill(signal = 'SIGTERM') {
    if (this.running) this.process.kill(signal);
  }

  /** Sends `signal`, and SIGKILL if the process has not gone after the timeout; then closes the log file. */
  async stop(signal = 'SIGTERM', timeoutMs = STOP_TIMEOUT_MS) {
    this.stopping = true;
    let result;
    if (this.running) {
      this.process.kill(signal);
      const timer = setTimeout(() => this.kill('SIGKILL'), timeoutMs);
      result = await this.exited;
      clearTimeout(timer);
    } else result = await this.exited;
    await this.closeLog();
    return result;
  }

  /** Ends the log file (after the process has gone). */
  closeLog() {
    const log = this.log;
    if (!log || log.writableEnded) return Promise.resolve();
    return new Promise((done) => log.end(done));
  }
}

/** True when `url` answers 2xx within two seconds. */
export async function httpReady(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Asks `condition` every `intervalMs` until it holds; fails (HarnessError) when the child exits
 * first or `timeoutMs` passes. `what` names what is awaited; `exitDetail(result)` and `timeoutDetail`
 * add to the messages; `checkAbort()` may throw to give up (the stack being stopped meanwhile).
 */
export async function waitUntil(
  child,
  condition,
  {
    what,
    timeoutMs = READY_TIMEOUT_MS,
    intervalMs = 200,
    checkAbort = () => undefined,
    exitDetail = () => '',
    timeoutDetail = '',
  } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    checkAbort();
    if (!child.running) {
      const result = await child.exited;
      throw new HarnessError(
        `${child.name} exited while starting (${describeExit(result)})${exitDetail(result)}`,
      );
    }
    if (await condition()) return;
    if (Date.now() > deadline)
      throw new HarnessError(
        `${child.name} was not ready within ${timeoutMs / 1000} s (${what})${timeoutDetail}`,
      );
    await sleep(intervalMs);
  }
}

/** waitUntil the child's `url` answers 2xx (its health check). */
export function waitReady(child, url, options = {}) {
  return waitUntil(child, () => httpReady(url), { what: url, ...options });
}
