export const MAILDEV_HEALTH_PATH: string;
export function maildevBin(): string;
export function maildevArgs(options: {
  smtpPort: number;
  webPort: number;
  mailDir?: string;
  silent?: boolean;
}): string[];
export function pruneMailDir(mailDir: string, keep: number): Promise<number>;

/** A message as maildev's HTTP API answers it (the fields the tests read). */
export interface MaildevEmail {
  id: string;
  time: string;
  subject: string;
  from: Array<{ address: string; name?: string }>;
  to: Array<{ address: string; name?: string }>;
  text?: string;
  html?: string;
  attachments?: Array<{ filename?: string; generatedFileName: string; contentType: string }>;
}
export function mailsTo(mailUrl: string, address: string): Promise<MaildevEmail[]>;
export function mailAttachment(mailUrl: string, mailId: string, generatedFileName: string): Promise<Buffer>;
