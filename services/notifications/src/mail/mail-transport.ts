import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { SpanKind, inSpan } from '@elite/nest-kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';

/** Bounds on a relay that accepts the connection but hangs: the job fails and is retried later. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The one pooled SMTP connection to SMTP_URL, closed on shutdown. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  private readonly relay: string;

  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig) {
    // nodemailer reads a URL's options from its query (an options object beside a URL is ignored).
    const url = new URL(config.SMTP_URL);
    this.relay = url.hostname;
    url.searchParams.set('pool', 'true');
    for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) url.searchParams.set(name, String(ms));
    this.transporter = createTransport(url.toString());
  }

  /** The relay's message id once it has accepted the message; throws when it cannot be reached. */
  async send(message: SendMailOptions): Promise<string> {
    // nodemailer has no OpenTelemetry instrumentation: the hand-over to the relay is a span of ours.
    return inSpan(
      'smtp send',
      { kind: SpanKind.CLIENT, attributes: { 'server.address': this.relay } },
      async () => {
        const info = await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...message });
        return info.messageId;
      },
    );
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
