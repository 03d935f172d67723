import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { eventually } from '@elite/nest-kit/testing';

/** A message as maildev's HTTP API answers it (the fields these tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
}

// maildev exports no path to its command line; it sits in the root node_modules.
const MAILDEV_BIN = join(__dirname, '../../../node_modules/maildev/dist/bin/maildev.js');

/** A real maildev (SMTP catcher) in a child process, on the given ports; stopped and started again at will. */
export class Maildev {
  private child?: ChildProcess;

  constructor(
    readonly smtpPort: number,
    readonly webPort: number,
  ) {}

  get apiUrl(): string {
    return `http://127.0.0.1:${this.webPort}/api`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    this.child = spawn(
      process.execPath,
      [
        MAILDEV_BIN,
        '--smtp',
        String(this.smtpPort),
        '--web',
        String(this.webPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
      { stdio: 'ignore' },
    );
    const up = await eventually(
      () =>
        fetch(`${this.apiUrl}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
      (ok) => ok,
      20_000,
    );
    if (!up) throw new Error(`maildev did not start on ${this.smtpPort}/${this.webPort}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }

  /** Every message caught so far to `address`. */
  async mailTo(address: string): Promise<CaughtMail[]> {
    const response = await fetch(`${this.apiUrl}/email`);
    const all = (await response.json()) as CaughtMail[];
    return all.filter((mail) => mail.to.some((to) => to.address === address));
  }

  /** The content of the attachment the message names `filename`. */
  async attachment(mail: CaughtMail, filename: string): Promise<{ contentType: string; content: string }> {
    const attachment = mail.attachments?.find((a) => a.filename === filename);
    if (!attachment) {
      throw new Error(`No attachment ${filename}, only ${JSON.stringify(mail.attachments ?? [])}`);
    }
    const response = await fetch(
      `${this.apiUrl}/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
    );
    if (!response.ok) throw new Error(`attachment ${filename} of ${mail.id}: ${response.status}`);
    return { contentType: attachment.contentType, content: await response.text() };
  }
}
