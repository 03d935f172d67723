// maildev, the local mail catcher (docs/development.md, "The harness"): its command line, and the
// mails it caught read back through its HTTP API (GET /api/email?to.address=…, and
// /api/email/:id/attachment/:file), as the runner, the e2e tests and the integration tests use it.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HarnessError } from './errors.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The path of its health check on the web port. */
export const MAILDEV_HEALTH_PATH = '/api/healthz';

/**
 * The maildev command line (a root devDependency) from its manifest's `bin`: its package exports no
 * path to it, and it is run with this Node.
 */
export function maildevBin() {
  const manifest = path.join(ROOT, 'node_modules', 'maildev', 'package.json');
  if (!existsSync(manifest)) throw new HarnessError('maildev is not installed: run npm install');
  return path.join(path.dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.maildev);
}

/**
 * maildev's arguments: SMTP and the inbox (web page and HTTP API) on 127.0.0.1; with `mailDir` the
 * mails are kept there; `silent` drops its banner. It keeps every mail it accepts (`--max-emails 0`):
 * with a limit, maildev 3 drops the oldest in its store as each new one arrives, and the restore of
 * `mailDir` runs while SMTP already accepts, so mail accepted meanwhile counted as oldest and went
 * (issue 23: 11 of 281). An inbox is bounded across runs by pruneMailDir before it starts instead.
 */
export function maildevArgs({ smtpPort, webPort, mailDir, silent = false }) {
  return [
    maildevBin(),
    ...['--smtp', String(smtpPort), '--ip', '127.0.0.1'],
    ...['--web', String(webPort), '--web-ip', '127.0.0.1'],
    ...(mailDir ? ['--mail-directory', mailDir] : []),
    ...['--max-emails', '0'],
    ...(silent ? ['--silent'] : []),
  ];
}

/**
 * Leaves the newest `keep` mails of earlier runs in `mailDir` (maildev's layout: `<id>.eml`, its
 * attachments in `<id>/`, `<id>.meta.json`), so that restoring them stays quick; run before the
 * catcher starts, it never touches mail the catcher has accepted. Answers how many it removed.
 */
export async function pruneMailDir(mailDir, keep) {
  const names = (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => ({
      id: name.slice(0, -'.eml'.length),
      at: (await stat(path.join(mailDir, name))).mtimeMs,
    })),
  );
  const old = mails.sort((a, b) => b.at - a.at).slice(keep);
  for (const { id } of old) {
    for (const file of [`${id}.eml`, id, `${id}.meta.json`])
      await rm(path.join(mailDir, file), { recursive: true, force: true });
  }
  return old.length;
}

const inbox = (mailUrl) => mailUrl.replace(/\/$/, '');

async function get(url) {
  const response = await fetch(url);
  if (!response.ok) throw new HarnessError(`GET ${url} answered ${response.status}`);
  return response;
}

/** Every mail the catcher at `mailUrl` holds for `address`, oldest first, as maildev answers them. */
export async function mailsTo(mailUrl, address) {
  const url = `${inbox(mailUrl)}/api/email?${new URLSearchParams({ 'to.address': address })}`;
  return (await get(url)).json();
}

/** One attachment of a caught mail, by the name maildev stored it under (`generatedFileName`). */
export async function mailAttachment(mailUrl, mailId, generatedFileName) {
  const response = await get(
    `${inbox(mailUrl)}/api/email/${mailId}/attachment/${encodeURIComponent(generatedFileName)}`,
  );
  return Buffer.from(await response.arrayBuffer());
}
