// Faults under load (issue 11): the product as `npm start` runs it with its embedded PostgreSQL and
// no Redis, bookings posted by 20 clients that resend an unanswered booking with the same
// Idempotency-Key (as the booking form does), while the booking service is killed with SIGKILL and
// then the database is stopped under the stack. Reports what the clients saw, what was stored, and
// how long each fault kept bookings from succeeding.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withPgClient } from '../../scripts/lib/postgres.mjs';
import { sleep } from '../../scripts/lib/processes.mjs';
import { portBlockEnv, startStack } from '../../scripts/stack.mjs';
import { bookingBody } from './booking-load.mjs';

const CLIENTS = 20;
const STEADY_MS = 3_000;
const RECOVERY_LIMIT_MS = 60_000;
const RETRY_PAUSE_MS = 100;
const seconds = (ms) => Math.round(ms / 10) / 100;

export async function benchFaults({ gatewayPort, servicePortBase, logFile, progress }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elite-faults-'));
  const env = {
    ...process.env,
    ...portBlockEnv(gatewayPort, servicePortBase),
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '1000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  progress(
    `faults: starting a stack with its embedded PostgreSQL and no Redis on port ${gatewayPort}; its output in ${logFile}`,
  );
  const log = createWriteStream(logFile);
  const stack = await startStack({ env, build: false, log: (line) => log.write(`${line}\n`) });
  const url = `http://127.0.0.1:${gatewayPort}/api/bookings`;
  const runId = `faults-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const statuses = {};
  const answered = new Set();
  let replays = 0;
  let sequence = 0;
  // Each success, by when its request was sent; and each failure, by when it was answered.
  const successes = [];
  const failures = [];
  let running = true;

  /** One client: each booking is sent until it is answered 201, always with the same key. */
  const client = async () => {
    while (running) {
      const body = bookingBody(runId, sequence++, date);
      const key = randomBytes(16).toString('hex');
      for (let attempt = 0; ; attempt++) {
        const sentAt = Date.now();
        let status;
        let created;
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          status = response.status;
          if (status === 201) {
            created = await response.json();
            if (response.headers.get('idempotent-replayed') === 'true') replays += 1;
          } else await response.body?.cancel();
        } catch {
          status = 0;
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (created) {
          answered.add(created.id);
          successes.push(sentAt);
          break;
        }
        failures.push(Date.now());
        if (!running && attempt > 50) break;
        await sleep(RETRY_PAUSE_MS);
      }
    }
  };

  /**
   * Ms from the fault at `since` until bookings succeed again: until the first success of a request
   * sent after the first failure the fault caused (0 when no request failed at all).
   */
  const recovery = async (since) => {
    const deadline = since + RECOVERY_LIMIT_MS;
    for (;;) {
      const firstFailure = failures.find((at) => at >= since);
      if (firstFailure !== undefined) {
        const back = successes.find((sentAt) => sentAt > firstFailure);
        if (back !== undefined) return back - since;
      } else if (Date.now() - since > 2_000) return 0;
      if (Date.now() > deadline) return null;
      await sleep(20);
    }
  };

  const clients = Array.from({ length: CLIENTS }, client);
  try {
    await sleep(STEADY_MS);
    const booking = stack.children.find((child) => child.name === 'booking' && child.running);
    progress(`faults: SIGKILL to booking (pid ${booking.pid}) under load`);
    const killedAt = Date.now();
    process.kill(booking.pid, 'SIGKILL');
    const afterKill = await recovery(killedAt);
    progress(`  bookings succeed again after ${afterKill === null ? 'more than 60' : seconds(afterKill)} s`);

    await sleep(STEADY_MS);
    progress(
      `faults: the database stopped under the stack (SIGINT to PostgreSQL, pid ${stack.postgres.pid})`,
    );
    const stoppedAt = Date.now();
    process.kill(stack.postgres.pid, 'SIGINT');
    const afterDatabase = await recovery(stoppedAt);
    progress(
      `  bookings succeed again after ${afterDatabase === null ? 'more than 60' : seconds(afterDatabase)} s`,
    );
    await sleep(STEADY_MS);

    running = false;
    await Promise.all(clients);
    const stored = (
      await withPgClient(stack.databaseUrl, (db) =>
        db.query('SELECT id FROM booking.bookings WHERE email LIKE $1', [`${runId}-%`]),
      )
    ).rows.map((row) => row.id);
    const storedSet = new Set(stored);
    return {
      clients: CLIENTS,
      note: 'each client resends an unanswered booking with the same Idempotency-Key every 100 ms until it is answered 201',
      answers: statuses,
      bookingsAnswered201: answered.size,
      replayedAnswers: replays,
      rowsStored: stored.length,
      answered201NotStored: [...answered].filter((id) => !storedSet.has(id)).length,
      storedWithout201: stored.filter((id) => !answered.has(id)).length,
      secondsUntilBookingsSucceed: {
        afterBookingKilled: afterKill === null ? null : seconds(afterKill),
        afterDatabaseStopped: afterDatabase === null ? null : seconds(afterDatabase),
      },
    };
  } finally {
    running = false;
    await Promise.allSettled(clients);
    await stack.stop();
    await new Promise((done) => log.end(done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
