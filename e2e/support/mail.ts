// The e-mails a test's actions sent, read back from the stack's own mail catcher through maildev's
// HTTP API (scripts/lib/maildev.mjs, shared with the integration tests), never from a mock.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MaildevEmail } from '../../scripts/lib/maildev.mjs';

// Loaded as the ES module it is: Playwright's loader would compile a static import of it to require().
const maildev = (): Promise<typeof import('../../scripts/lib/maildev.mjs')> =>
  import(pathToFileURL(path.join(__dirname, '..', '..', 'scripts', 'lib', 'maildev.mjs')).href);

/** The e2e stack's catcher, as the global setup tells the workers. */
export const E2E_MAIL_URL = process.env.E2E_MAIL_URL;

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface CaughtMail {
  id: string;
  subject: string;
  from: string[];
  to: string[];
  /** When the catcher received it. */
  receivedAt: Date;
  text: string;
  html: string;
  attachments: CaughtAttachment[];
}

const POLL_INTERVAL_MS = 200;

function inbox(mailUrl: string | undefined): string {
  if (!mailUrl)
    throw new Error('no mail catcher: E2E_MAIL_URL is set by the e2e global setup (or pass mailUrl)');
  return mailUrl;
}

/** Every e-mail the catcher holds for `to`, oldest first. */
export async function mailsTo(to: string, mailUrl = E2E_MAIL_URL): Promise<MaildevEmail[]> {
  return (await maildev()).mailsTo(inbox(mailUrl), to);
}

async function withAttachments(mailUrl: string, email: MaildevEmail): Promise<CaughtMail> {
  const { mailAttachment } = await maildev();
  const attachments = await Promise.all(
    (email.attachments ?? []).map(async (attachment) => ({
      filename: attachment.filename ?? attachment.generatedFileName,
      contentType: attachment.contentType,
      content: await mailAttachment(mailUrl, email.id, attachment.generatedFileName),
    })),
  );
  return {
    id: email.id,
    subject: email.subject,
    from: email.from.map((address) => address.address),
    to: email.to.map((address) => address.address),
    receivedAt: new Date(email.time),
    text: email.text ?? '',
    html: email.html ?? '',
    attachments,
  };
}

const matches = (subject: string, wanted: string | RegExp) =>
  typeof wanted === 'string' ? subject === wanted : wanted.test(subject);

/**
 * Waits until the catcher holds an e-mail to `to` whose subject is `subject` (exactly, or matching the
 * pattern), and returns it with its text, HTML and attachments. Fails after `timeoutMs`, naming the
 * subjects that did arrive for that address.
 */
export async function waitForMail(options: {
  to: string;
  subject: string | RegExp;
  timeoutMs?: number;
  mailUrl?: string;
}): Promise<CaughtMail> {
  const mailUrl = inbox(options.mailUrl ?? E2E_MAIL_URL);
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const emails = await mailsTo(options.to, mailUrl);
    const found = emails.find((email) => matches(email.subject, options.subject));
    if (found) return withAttachments(mailUrl, found);
    if (Date.now() > deadline) {
      const seen = emails.map((email) => JSON.stringify(email.subject)).join(', ') || 'none';
      throw new Error(
        `no e-mail to ${options.to} with subject ${String(options.subject)} within ${options.timeoutMs ?? 30_000} ms (subjects seen: ${seen})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
