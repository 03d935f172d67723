import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { HarnessError } from './errors.mjs';
import { MAILDEV_HEALTH_PATH, maildevArgs, pruneMailDir } from './maildev.mjs';
import { assertPortFree, freePort, freePortBlock, portFree, readPort } from './ports.mjs';
import { runName, runOwner, withDatabase } from './postgres.mjs';
import { Child, waitReady, waitUntil } from './processes.mjs';

/** Holds `port` on every address until the returned close() is called. */
async function occupy(port: number): Promise<() => Promise<void>> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port }, resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}

describe('the harness (scripts/lib)', () => {
  it('reads a port variable, and names it when the value is not a port', () => {
    expect(readPort({}, 'PORT', 8080)).toBe(8080);
    expect(readPort({ PORT: '' }, 'PORT', 8080)).toBe(8080);
    expect(readPort({ PORT: '18080' }, 'PORT', 8080)).toBe(18080);
    expect(() => readPort({ BOOKING_PORT: '70000' }, 'BOOKING_PORT', 3001)).toThrow(
      new HarnessError('BOOKING_PORT must be a port number (1-65535), not "70000"'),
    );
  });

  it('tells a taken port from a free one, naming the variable to change', async () => {
    const port = await freePort();
    expect(await portFree(port)).toBe(true);
    const close = await occupy(port);
    try {
      expect(await portFree(port)).toBe(false);
      await expect(assertPortFree(port, undefined, 'PORT')).rejects.toThrow(
        `port ${port} (PORT) is already in use: stop what holds it, or choose another with PORT=…`,
      );
    } finally {
      await close();
    }
    await expect(assertPortFree(port, undefined, 'PORT')).resolves.toBeUndefined();
  });

  it('moves to the block 100 higher when a port of the first one is taken', async () => {
    // Below Linux's ephemeral ports (32768 and up, which outgoing connections take at random), on a
    // base whose two blocks are free: the port this test takes is then the only one taken (it once
    // found a port of the second block taken too, at 41,000 and up).
    const blocks = (base: number) => [0, 100].flatMap((step) => [50, 1, 2, 3].map((at) => base + step + at));
    const allFree = async (ports: number[]) =>
      (await Promise.all(ports.map((port) => portFree(port)))).every(Boolean);
    let base = 30_000 + ((await freePort()) % 2_000);
    for (let tries = 1; !(await allFree(blocks(base))); tries += 1) {
      if (tries === 20) throw new Error('no two free blocks of ports between 30000 and 32200');
      base = 30_000 + ((base + 211) % 2_000);
    }
    const close = await occupy(base + 2);
    try {
      expect(await freePortBlock({ gatewayPort: base + 50, portBase: base, offsets: [1, 2, 3] })).toEqual({
        gatewayPort: base + 150,
        portBase: base + 100,
      });
    } finally {
      await close();
    }
  });

  it('names a run after its process, so a later run can tell whether it is gone', () => {
    const name = runName('e2e');
    expect(name).toMatch(new RegExp(`^elite_e2e_${process.pid}_[0-9a-f]{8}$`));
    expect(runOwner(name, 'e2e')).toBe(process.pid);
    expect(runOwner(`${name}_booking`, 'e2e')).toBe(process.pid);
    expect(runOwner(name, 'prod')).toBeUndefined();
    expect(withDatabase('postgres://u:p@127.0.0.1:5432/postgres', name)).toBe(
      `postgres://u:p@127.0.0.1:5432/${name}`,
    );
  });

  it('waits for a condition on a child, keeps its last lines, and stops it', async () => {
    const lines: string[] = [];
    const child = new Child({
      name: 'sleeper',
      args: ['-e', "console.log('listening'); console.error('a warning'); setInterval(() => {}, 1000)"],
      onLine: (line, stream) => lines.push(`${stream}: ${line}`),
    });
    await waitUntil(child, async () => lines.length === 2, { what: 'its output', intervalMs: 20 });
    expect(lines.sort()).toEqual(['stderr: a warning', 'stdout: listening']);
    expect(child.running).toBe(true);
    expect(await child.stop()).toEqual({ code: null, signal: 'SIGTERM' });
    expect(child.running).toBe(false);
  });

  it('fails the wait, with how it ended, when the child exits first', async () => {
    const child = new Child({
      name: 'crasher',
      args: ['-e', "console.error('no database'); process.exit(3)"],
    });
    await expect(waitUntil(child, async () => false, { intervalMs: 20 })).rejects.toThrow(
      'crasher exited while starting (exit code 3)',
    );
    expect(child.recent).toEqual(['no database']);
  });

  it('fails the wait when the condition does not hold in time', async () => {
    const child = new Child({ name: 'idler', args: ['-e', 'setInterval(() => {}, 1000)'] });
    try {
      await expect(
        waitUntil(child, async () => false, { what: 'a miracle', timeoutMs: 100, intervalMs: 20 }),
      ).rejects.toThrow('idler was not ready within 0.1 s (a miracle)');
    } finally {
      await child.stop();
    }
  });

  it('runs a mail catcher that keeps every mail it accepts, more than the 2,000 its inbox used to keep', async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'elite-maildev-'));
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const catcher = new Child({
      name: 'maildev',
      args: maildevArgs({ smtpPort, webPort, mailDir, silent: true }),
    });
    const smtp = createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      pool: true,
      maxConnections: 10,
      maxMessages: Infinity,
    });
    try {
      await waitReady(catcher, `http://127.0.0.1:${webPort}${MAILDEV_HEALTH_PATH}`, { timeoutMs: 20_000 });
      const count = 2_050;
      await Promise.all(
        Array.from({ length: count }, (_, n) =>
          smtp.sendMail({
            from: 'rides@example.test',
            to: 'inbox@example.test',
            subject: `mail ${n}`,
            text: 'x',
          }),
        ),
      );
      const summary = await fetch(`http://127.0.0.1:${webPort}/api/email/summary?limit=1`);
      expect(((await summary.json()) as { total: number }).total).toBe(count);
      expect(readdirSync(mailDir).filter((name) => name.endsWith('.eml'))).toHaveLength(count);
    } finally {
      smtp.close();
      await catcher.stop();
      rmSync(mailDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("prunes an inbox's mail of earlier runs to the newest, with their attachments, before the catcher starts", async () => {
    const mailDir = mkdtempSync(path.join(tmpdir(), 'elite-maildev-'));
    try {
      for (const [n, id] of ['old1', 'old2', 'new1', 'new2'].entries()) {
        writeFileSync(path.join(mailDir, `${id}.eml`), 'Subject: x\r\n\r\nx');
        mkdirSync(path.join(mailDir, id));
        writeFileSync(path.join(mailDir, id, 'ride.ics'), 'BEGIN:VCALENDAR');
        const at = new Date(Date.UTC(2030, 0, 1 + n));
        utimesSync(path.join(mailDir, `${id}.eml`), at, at);
      }
      expect(await pruneMailDir(mailDir, 2)).toBe(2);
      expect(readdirSync(mailDir).sort()).toEqual(['new1', 'new1.eml', 'new2', 'new2.eml']);
      expect(await pruneMailDir(path.join(mailDir, 'absent'), 2)).toBe(0);
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});
