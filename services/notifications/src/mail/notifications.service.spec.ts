import { SecretOpener, SecretSealer } from '@elite/nest-kit';
import { sealingKeyEnv } from '@elite/nest-kit/testing';
import type { DataSource } from 'typeorm';
import type { NotificationsConfig } from '../config';
import { DeliveryEntity } from '../deliveries/delivery.entity';
import { SKIP_REASONS, mailJobId, type RideMailState } from './mail-plan';
import type { MailJob, MailQueue, SendJobData } from './mail-queue';
import type { MailTransport } from './mail-transport';
import { NotificationsService } from './notifications.service';

const keys = sealingKeyEnv();
const opener = new SecretOpener(keys.NOTIFICATIONS_PRIVATE_KEY);
const message = { to: 'ada@example.test', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' };

const delivery = (overrides: Partial<DeliveryEntity> = {}) =>
  Object.assign(new DeliveryEntity(), {
    id: 8,
    template: 'welcome',
    bookingId: null,
    bookingVersion: null,
    status: 'queued',
    attempts: 0,
    createdAt: new Date(),
    ...overrides,
  });

/** Where a ride's e-mail stands, as the service's query answers it. */
const rideState = (overrides: Partial<RideMailState> = {}) => ({
  rideStatus: 'pending',
  replacedByLater: false,
  earlierUnsent: 0,
  earlierUnseen: 0,
  ...overrides,
});

function setup(row: DeliveryEntity, state = rideState()) {
  const manager = {
    findOneByOrFail: jest.fn(async () => row),
    findOneBy: jest.fn(async () => null),
    update: jest.fn(),
    // The ride's lock, then its state.
    query: jest.fn(async (sql: string, _params: unknown[]) =>
      sql.includes('pg_advisory_xact_lock') ? [] : [state],
    ),
  };
  const dataSource = {
    query: jest.fn(),
    manager,
    transaction: jest.fn(async (work: (m: typeof manager) => unknown) => work(manager)),
  };
  const queue = {
    send: jest.fn(),
    removeReminder: jest.fn(),
    scheduleReminder: jest.fn(),
    postpone: jest.fn(async () => {
      throw new Error('postponed');
    }),
    messageOf: jest.fn(async () => message),
  };
  const transport = { send: jest.fn(async () => '<id@relay>') };
  const service = new NotificationsService(
    dataSource as unknown as DataSource,
    {
      PUBLIC_URL: 'https://elite.example.test',
      BUSINESS_TIME_ZONE: 'America/Los_Angeles',
      BOOKING_URL: [new URL('http://booking.test:3001')],
    } as NotificationsConfig,
    queue as unknown as MailQueue,
    transport as unknown as MailTransport,
    opener,
  );
  return { service, dataSource, manager, queue, transport };
}

const sendJob = (attemptsMade: number, attempts = 3) =>
  ({
    name: 'send',
    data: { deliveryId: 8, sealedMessage: 'sealed' },
    attemptsMade,
    opts: { attempts },
  }) as unknown as MailJob;

describe('NotificationsService: queueing', () => {
  it('records a new e-mail as queued and hands it to the mail queue under the id of its event', async () => {
    const { service, dataSource, queue } = setup(delivery());
    await service.userRegistered('event-1', { userId: 4, email: 'ada@example.test', name: 'Ada' });
    expect(dataSource.query).toHaveBeenCalledWith(expect.stringContaining('ON CONFLICT'), [
      'event-1',
      'welcome',
      'ada@example.test',
      expect.any(String),
      null,
      null,
    ]);
    const [jobId, job] = queue.send.mock.calls[0] as [string, SendJobData];
    expect(jobId).toBe(mailJobId('event-1', 'welcome'));
    expect(job).toMatchObject({ deliveryId: 8, message: { to: 'ada@example.test' } });
    expect(job.message.text).toContain('WELCOME, ADA');
  });

  it('sends nothing more for an event delivered again after its e-mail went out', async () => {
    const { service, queue } = setup(delivery({ status: 'sent' }));
    await service.userRegistered('event-1', { userId: 4, email: 'ada@example.test', name: 'Ada' });
    expect(queue.send).not.toHaveBeenCalled();
  });

  it('opens the sealed magic link and puts it into the e-mail it queues', async () => {
    const { service, queue } = setup(delivery({ template: 'magic-link' }));
    const url = 'https://elite.example.test/magic-link/abc';
    await service.magicLinkCreated('event-2', {
      magicLinkId: 1,
      email: 'ada@example.test',
      sealedUrl: await new SecretSealer(keys.NOTIFICATIONS_PUBLIC_KEY).seal('magic-link-url', url),
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    const [, job] = queue.send.mock.calls[0] as [string, SendJobData];
    expect(job.message.text).toContain(url);
  });

  it('fails points of a ride it has not heard of yet, so the event is retried', async () => {
    const { service, queue } = setup(delivery());
    await expect(
      service.pointsEarned('event-3', { userId: 4, bookingId: 99, points: 100, availablePoints: 100 }),
    ).rejects.toThrow('Booking 99 is not known here yet');
    expect(queue.send).not.toHaveBeenCalled();
  });
});

describe('NotificationsService: sending', () => {
  it('sends the message the queue opens for it, and marks it sent with the relay message id', async () => {
    const { service, manager, queue, transport } = setup(delivery({ attempts: 1 }));
    await service.process(sendJob(1));
    expect(queue.messageOf).toHaveBeenCalledWith({ deliveryId: 8, sealedMessage: 'sealed' });
    expect(transport.send).toHaveBeenCalledWith(message);
    expect(manager.update).toHaveBeenCalledWith(
      DeliveryEntity,
      8,
      expect.objectContaining({ status: 'sent', attempts: 2, messageId: '<id@relay>' }),
    );
  });

  it('sends an e-mail already sent no second time', async () => {
    const { service, transport } = setup(delivery({ status: 'sent' }));
    await service.process(sendJob(0));
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('keeps a failed e-mail queued while attempts remain and gives up on the last, throwing both times', async () => {
    const { service, manager, transport } = setup(delivery());
    transport.send.mockRejectedValue(new Error('connection refused'));
    await expect(service.process(sendJob(0))).rejects.toThrow('connection refused');
    expect(manager.update).toHaveBeenLastCalledWith(
      DeliveryEntity,
      8,
      expect.objectContaining({ status: 'queued', lastError: 'connection refused' }),
    );
    await expect(service.process(sendJob(2))).rejects.toThrow('connection refused');
    expect(manager.update).toHaveBeenLastCalledWith(
      DeliveryEntity,
      8,
      expect.objectContaining({ status: 'failed' }),
    );
  });
});

describe("NotificationsService: a ride's e-mails in the order of its events", () => {
  const rideMail = (overrides: Partial<DeliveryEntity> = {}) =>
    delivery({ template: 'booking-received', bookingId: 41, bookingVersion: 1, ...overrides });

  it('decides under a lock on the ride, so that one being sent is never overtaken', async () => {
    const { service, manager, transport } = setup(rideMail());
    await service.process(sendJob(0), 'lock-token');
    expect(manager.query.mock.calls[0]![0]).toContain('pg_advisory_xact_lock');
    expect(manager.query.mock.calls[0]![1]).toEqual([41]);
    expect(transport.send).toHaveBeenCalledTimes(1);
  });

  it('skips an e-mail the ride has outlived, recording why, and sends nothing', async () => {
    const { service, manager, transport } = setup(rideMail(), rideState({ rideStatus: 'cancelled' }));
    await service.process(sendJob(0), 'lock-token');
    expect(transport.send).not.toHaveBeenCalled();
    expect(manager.update).toHaveBeenCalledWith(DeliveryEntity, 8, {
      status: 'skipped',
      skipReason: SKIP_REASONS.cancelled,
    });
  });

  it('puts an e-mail back, without an attempt, while an earlier one of the ride is not out yet', async () => {
    const { service, queue, transport, manager } = setup(
      rideMail({ template: 'booking-confirmed', bookingVersion: 2 }),
      rideState({ earlierUnseen: 1 }),
    );
    const job = sendJob(0);
    await expect(service.process(job, 'lock-token')).rejects.toThrow('postponed');
    expect(queue.postpone).toHaveBeenCalledWith(job, 'lock-token', expect.any(Number));
    expect(transport.send).not.toHaveBeenCalled();
    expect(manager.update).not.toHaveBeenCalled();
  });

  it('sends the cancellation at once, whatever of the ride is still unsent before it', async () => {
    const { service, transport } = setup(
      rideMail({ template: 'booking-cancelled', bookingVersion: 2 }),
      rideState({ rideStatus: 'cancelled', earlierUnsent: 1, earlierUnseen: 1 }),
    );
    await service.process(sendJob(0), 'lock-token');
    expect(transport.send).toHaveBeenCalledTimes(1);
  });
});
