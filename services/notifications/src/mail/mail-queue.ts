import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  SecretOpener,
  bullmqBackend,
  finishedJobRetention,
  forgetQueue,
  observeQueueDepth,
} from '@elite/nest-kit';
import { DelayedError, type Job, type Queue, type Worker } from 'bullmq';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { reminderJobId } from './mail-plan';

export const MAIL_QUEUE = 'notifications.mail';

/** An e-mail ready to send: its deliveries row, and the message as rendered when it was queued. */
export interface SendJobData {
  deliveryId: number;
  message: {
    to: string;
    subject: string;
    html: string;
    text: string;
    attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
  };
}

/**
 * What the queue holds of it: the message sealed with this service's key, since it carries the ride's
 * or the magic link's token (docs/architecture.md §6).
 */
export interface SealedSendJobData {
  deliveryId: number;
  sealedMessage: string;
}

/** A ride's reminder, written when it fires from the booking as it then stands. */
export interface ReminderJobData {
  bookingId: number;
  /** The event that scheduled it: the reminder's deliveries row is keyed on it. */
  eventId: string;
}

export type MailJob = Job<SealedSendJobData, void, 'send'> | Job<ReminderJobData, void, 'reminder'>;

/**
 * The service's own queue, on the same BullMQ backend as the events (Redis, or PostgreSQL in
 * single-node mode): each e-mail is a job retried with exponential backoff while SMTP is down.
 */
@Injectable()
export class MailQueue implements OnApplicationShutdown {
  private readonly bullmq;
  readonly queue: Queue;
  private worker?: Worker;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
    private readonly opener: SecretOpener,
  ) {
    this.bullmq = bullmqBackend(config);
    this.queue = new this.bullmq.Queue(MAIL_QUEUE, {
      ...this.bullmq.options,
      defaultJobOptions: {
        attempts: config.MAIL_ATTEMPTS,
        backoff: { type: 'exponential', delay: config.MAIL_RETRY_DELAY_MS },
        ...finishedJobRetention(config),
      },
    });
  }

  /** Adds the send job, its message sealed; a job of the same id already waiting or kept makes this a no-op. */
  async send(jobId: string, { deliveryId, message }: SendJobData): Promise<void> {
    const sealedMessage = await this.opener.seal('mail-message', JSON.stringify(message));
    await this.queue.add('send', { deliveryId, sealedMessage } satisfies SealedSendJobData, { jobId });
  }

  /** A send job's message, opened for the attempt to send it. */
  async messageOf(data: SealedSendJobData): Promise<SendJobData['message']> {
    return JSON.parse(await this.opener.open('mail-message', data.sealedMessage)) as SendJobData['message'];
  }

  /** Puts the ride's reminder at `delayMs` from now, replacing any earlier one. */
  async scheduleReminder(data: ReminderJobData, delayMs: number): Promise<void> {
    await this.removeReminder(data.bookingId);
    // Removed once done, so that a later time for the same ride can use the id again.
    await this.queue.add('reminder', data, {
      jobId: reminderJobId(data.bookingId),
      delay: delayMs,
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  async removeReminder(bookingId: number): Promise<void> {
    await this.queue.remove(reminderJobId(bookingId));
  }

  /**
   * Puts a running job back for `delayMs` without counting an attempt (BullMQ's manual delay, on
   * either backend): an e-mail whose turn has not come yet. Throws, as BullMQ requires, to end the run.
   */
  async postpone(job: MailJob, token: string | undefined, delayMs: number): Promise<never> {
    await job.moveToDelayed(Date.now() + delayMs, token);
    throw new DelayedError();
  }

  /** Starts taking jobs (not in processes that only queue them). */
  work(handler: (job: MailJob, token?: string) => Promise<void>, concurrency = 4): void {
    observeQueueDepth(this.queue);
    this.worker ??= new this.bullmq.Worker(MAIL_QUEUE, handler, { ...this.bullmq.options, concurrency });
  }

  async stopWorking(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    forgetQueue(this.queue);
    await this.stopWorking();
    await this.queue.close();
  }
}
