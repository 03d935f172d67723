import {
  mailAttachment,
  maildevArgs,
  mailsTo,
  MAILDEV_HEALTH_PATH,
  type MaildevEmail,
} from '../../../scripts/lib/maildev.mjs';
import { Child, waitReady } from '../../../scripts/lib/processes.mjs';
import { eventually } from '@elite/nest-kit/testing';

/** A message as maildev's HTTP API answers it; the notifications service always sends text and HTML. */
export type CaughtMail = MaildevEmail & { text: string; html: string };

/**
 * A real maildev (SMTP catcher) in a child process, on the given ports; stopped and started again at
 * will. The command line and the reading of its API are the harness's (scripts/lib/maildev.mjs).
 */
export class Maildev {
  private child?: Child;

  constructor(
    readonly smtpPort: number,
    readonly webPort: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.webPort}`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    this.child = new Child({
      name: 'maildev',
      args: maildevArgs({ smtpPort: this.smtpPort, webPort: this.webPort, silent: true }),
    });
    await waitReady(this.child, `${this.url}${MAILDEV_HEALTH_PATH}`, { timeoutMs: 20_000 });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    await child?.stop();
  }

  /** Every message caught so far to `address`. */
  async mailTo(address: string): Promise<CaughtMail[]> {
    return (await mailsTo(this.url, address)) as CaughtMail[];
  }

  /** The first message to `address` whose subject starts with `subject`, once it has come. */
  async mailStarting(address: string, subject: string): Promise<CaughtMail> {
    const starts = (mail: CaughtMail) => mail.subject.startsWith(subject);
    const mails = await eventually(
      () => this.mailTo(address),
      (all) => all.some(starts),
      30_000,
    );
    return mails.find(starts)!;
  }

  /** The content of the attachment the message names `filename`. */
  async attachment(
    mail: CaughtMail,
    filename: string,
  ): Promise<{ contentType: string; content: string; bytes: Buffer }> {
    const attachment = mail.attachments?.find((a) => a.filename === filename);
    if (!attachment) {
      throw new Error(`No attachment ${filename}, only ${JSON.stringify(mail.attachments ?? [])}`);
    }
    const content = await mailAttachment(this.url, mail.id, attachment.generatedFileName);
    return { contentType: attachment.contentType, content: content.toString('utf8'), bytes: content };
  }
}
