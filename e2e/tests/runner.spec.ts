import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import type { IsolatedStack, startIsolatedStack as StartIsolatedStack } from '../support/isolated-stack.mjs';
import { waitForMail } from '../support/mail';

// `npm start` supervises (docs/architecture.md §3): a stack of its own, a booking load through its
// gateway, and the booking service killed with SIGKILL in the middle of it.

const DAY = 86_400_000;
const booking = (email: string) => ({
  pickupLocation: 'Union Station, Los Angeles',
  dropoffLocation: 'LAX Terminal 4',
  date: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10),
  time: '09:30',
  passengers: 2,
  fullName: 'Runner Test',
  email,
  phone: '+1 310 555 0101',
  paymentMethod: 'cash',
});

// One stack at a time beside the e2e stack: these two run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });

test.describe('a supervised service', () => {
  let stack: IsolatedStack;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const { startIsolatedStack } = (await import(
      pathToFileURL(path.join(__dirname, '..', 'support', 'isolated-stack.mjs')).href
    )) as {
      startIsolatedStack: typeof StartIsolatedStack;
    };
    stack = await startIsolatedStack({
      label: 'runner',
      gatewayPort: 29180,
      servicePortBase: 24500,
      logFile: path.resolve(__dirname, '../../test-results/runner-stack-{port}.log'),
      build: false,
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('a service killed with SIGKILL is started again while the others answer, and every booking answered 201 is stored', async () => {
    test.setTimeout(180_000);
    const run = `runner-${Date.now().toString(36)}`;
    const created: number[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let loading = true;
    const worker = async (id: number) => {
      while (loading) {
        const email = `${run}-${id}-${sent++}@example.test`;
        const response = await fetch(`${stack.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(booking(email)),
        }).catch(() => undefined);
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) created.push(((await response!.json()) as { id: number }).id);
        else await response?.body?.cancel();
        if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const workers = Array.from({ length: 6 }, (_, id) => worker(id));

    await expect.poll(() => created.length).toBeGreaterThan(20);
    const killed = stack.pidOf('booking');
    expect(killed).toBeDefined();
    process.kill(killed!, 'SIGKILL');

    // While booking is down, the rest of the product answers, and the gateway says booking is unavailable.
    const me = await fetch(`${stack.url}/api/auth/me`);
    expect(me.status).toBe(200);
    // Back, as a new process: new bookings are answered 201 again.
    await expect
      .poll(() => stack.pidOf('booking') !== undefined && stack.pidOf('booking') !== killed, {
        timeout: 60_000,
      })
      .toBe(true);
    const backAt = created.length;
    await expect.poll(() => created.length, { timeout: 60_000 }).toBeGreaterThan(backAt + 20);
    loading = false;
    await Promise.all(workers);

    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number }>(
        'SELECT id FROM booking.bookings WHERE email LIKE $1',
        [`${run}-%`],
      );
      const stored = new Set(rows.map((row) => row.id));
      expect(created.filter((id) => !stored.has(id))).toEqual([]);
      // Other answers are the gateway's while booking was away (503, or a reset connection), or its 502 for a
      // booking in flight when the process died (sent, its answer lost: stored or not), nothing else.
      expect([...statuses.keys()].filter((status) => ![201, 502, 503, 0].includes(status))).toEqual([]);
    } finally {
      await client.end();
    }
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
  });
});

/**
 * `npm start` itself, with its embedded PostgreSQL: the database stopped under it comes back, a
 * runner killed with SIGKILL leaves processes behind that the next start stops, and Ctrl-C still
 * stops everything.
 */
test.describe('npm start with its embedded database', () => {
  const ROOT = path.resolve(__dirname, '../..');
  const ports = {
    PORT: '29280',
    BOOKING_PORT: '24601',
    IDENTITY_PORT: '24602',
    MAGIC_LINK_PORT: '24603',
    TRACKING_PORT: '24604',
    REWARDS_PORT: '24605',
    NOTIFICATIONS_PORT: '24606',
    MAIL_CATCHER_SMTP_PORT: '24625',
    MAIL_CATCHER_WEB_PORT: '24626',
    EMBEDDED_PG_PORT: '24699',
  };
  const dataDir = path.join(ROOT, 'test-results', `runner-embedded-${process.pid}`);
  const env = () => {
    const base: Record<string, string> = {
      ...(process.env as Record<string, string>),
      ...ports,
      DATA_DIR: dataDir,
      RATE_LIMIT_SCALE: '1000',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'E2E_DATABASE_URL', 'SMTP_URL']) delete base[name];
    return base;
  };
  const url = `http://127.0.0.1:${ports.PORT}`;

  /** `npm start --no-build`, resolved once it says it is ready; its output is kept for the test. */
  async function start(): Promise<{ runner: ChildProcess; output: string[] }> {
    const runner = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build'], {
      cwd: ROOT,
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`not ready within 120 s:\n${output.slice(-30).join('\n')}`)),
        120_000,
      );
      for (const stream of [runner.stdout!, runner.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => {
          output.push(line);
          if (line.startsWith('Elite Transport is ready')) {
            clearTimeout(timer);
            resolve();
          }
        });
      }
      runner.once('exit', (code) =>
        reject(new Error(`npm start exited (${code}):\n${output.slice(-30).join('\n')}`)),
      );
    });
    return { runner, output };
  }

  /** What the runner's lock says it started: name and pid of each process. */
  const started = () =>
    (
      JSON.parse(readFileSync(path.join(dataDir, 'run', `stack-${ports.PORT}.json`), 'utf8')) as {
        processes: Array<{ name: string; pid: number }>;
      }
    ).processes;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const book = (email = `embedded-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`) =>
    fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(booking(email)),
    }).then(
      (response) => response.status,
      () => 0,
    );

  test.afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('survives its database stopping, cleans up after a killed runner, and stops cleanly on Ctrl-C', async () => {
    test.setTimeout(360_000);
    rmSync(dataDir, { recursive: true, force: true });
    const first = await start();
    expect(await book()).toBe(201);
    // Its own mail catcher, named on a line of its own next to the ready line.
    const inbox = `http://localhost:${ports.MAIL_CATCHER_WEB_PORT}`;
    expect(first.output).toContain(`Mail inbox (local mail catcher): ${inbox}`);
    const catcherAnswers = () =>
      fetch(`http://127.0.0.1:${ports.MAIL_CATCHER_WEB_PORT}/api/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    expect(await catcherAnswers()).toBe(true);
    // A booking's 'booking received' e-mail lands in that inbox.
    const customer = `embedded-mail-${Date.now()}@example.test`;
    expect(await book(customer)).toBe(201);
    const received = await waitForMail({
      to: customer,
      subject: /^Booking received/,
      mailUrl: `http://127.0.0.1:${ports.MAIL_CATCHER_WEB_PORT}`,
      timeoutMs: 60_000,
    });
    expect(received.text).toContain(`${url.replace('127.0.0.1', 'localhost')}/tracking/`);

    // The catcher is supervised like the services: killed, it is started again.
    const catcher = started().find((process) => process.name === 'mail-catcher')!;
    process.kill(catcher.pid, 'SIGKILL');
    await expect
      .poll(() => started().find((process) => process.name === 'mail-catcher')!.pid)
      .not.toBe(catcher.pid);
    await expect.poll(catcherAnswers).toBe(true);

    // The database stops under the stack (as pg_ctl stop -m fast does): it is started again and the services reconnect.
    const postgres = started().find((process) => process.name === 'postgres')!;
    process.kill(postgres.pid, 'SIGINT');
    // Seen stopping first: a booking sent before PostgreSQL has shut down would prove nothing.
    await expect
      .poll(() => first.output.some((line) => /postgres stopped unexpectedly/.test(line)))
      .toBe(true);
    await expect.poll(book, { timeout: 60_000, intervals: [250] }).toBe(201);
    // And the runner says so, as it does for every process it starts again.
    await expect.poll(() => first.output.some((line) => /postgres is back/.test(line))).toBe(true);

    // The runner itself is killed: what it started keeps running, with nobody to stop it.
    const leftover = started();
    first.runner.kill('SIGKILL');
    await new Promise((resolve) => first.runner.once('exit', resolve));
    expect(leftover.filter(({ pid }) => alive(pid)).length).toBeGreaterThan(0);

    // The next start finds and stops them, and starts on the same ports and data.
    const second = await start();
    expect(
      second.output.some((line) =>
        /left over from a run that did not stop cleanly|left running on/.test(line),
      ),
    ).toBe(true);
    expect(leftover.filter(({ pid }) => alive(pid))).toEqual([]);
    expect(await book()).toBe(201);

    // Ctrl-C: everything stops, and says so.
    const mine = started();
    second.runner.kill('SIGINT');
    const code = await new Promise((resolve) => second.runner.once('exit', resolve));
    expect(code).toBe(0);
    expect(second.output.at(-1)).toBe('Elite Transport stopped.');
    expect(mine.filter(({ pid }) => alive(pid))).toEqual([]);
  });
});
