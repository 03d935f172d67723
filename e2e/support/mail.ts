// The e-mails a test's actions sent, read back from the stack's own mail catcher (maildev's HTTP API:
// GET /api/email filtered by recipient, /api/email/:id/attachment/:file), never from a mock.

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

/** What maildev 3 answers for one e-mail (the fields used here). */
interface MaildevEmail {
  id: string;
  time: string;
  subject: string;
  from: Array<{ address: string }>;
  to: Array<{ address: string }>;
  text?: string;
  html?: string;
  attachments?: Array<{ filename?: string; generatedFileName: string; contentType: string }>;
}

const POLL_INTERVAL_MS = 200;

function inbox(mailUrl: string | undefined): string {
  if (!mailUrl)
    throw new Error('no mail catcher: E2E_MAIL_URL is set by the e2e global setup (or pass mailUrl)');
  return mailUrl.replace(/\/$/, '');
}

/** Every e-mail the catcher holds for `to`, oldest first. */
export async function mailsTo(to: string, mailUrl = E2E_MAIL_URL): Promise<MaildevEmail[]> {
  const url = `${inbox(mailUrl)}/api/email?${new URLSearchParams({ 'to.address': to })}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as MaildevEmail[];
}

async function withAttachments(mailUrl: string, email: MaildevEmail): Promise<CaughtMail> {
  const attachments = await Promise.all(
    (email.attachments ?? []).map(async (attachment) => {
      const url = `${mailUrl}/api/email/${email.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      return {
        filename: attachment.filename ?? attachment.generatedFileName,
        contentType: attachment.contentType,
        content: Buffer.from(await response.arrayBuffer()),
      };
    }),
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
