import type { DataSource } from 'typeorm';
import { DeliveriesService } from './deliveries.service';
import { DeliveryEntity } from './delivery.entity';

describe('DeliveriesService.list', () => {
  it('pages newest first and answers dates as ISO text, a pending one as null', async () => {
    const fields = {
      id: 3,
      to: 'ada@example.test',
      template: 'welcome',
      subject: 'Welcome',
      eventId: 'event-1',
      bookingId: null,
      status: 'queued',
      attempts: 1,
      lastError: 'connection refused',
      skipReason: null,
      messageId: null,
      sentAt: null,
    } as const;
    const row = Object.assign(new DeliveryEntity(), {
      ...fields,
      createdAt: new Date('2026-05-01T08:00:00Z'),
    });
    const find = jest.fn(async () => [row]);
    const service = new DeliveriesService({ manager: { find } } as unknown as DataSource);
    await expect(service.list({ limit: 20, offset: 40 })).resolves.toEqual([
      { ...fields, createdAt: '2026-05-01T08:00:00.000Z' },
    ]);
    expect(find).toHaveBeenCalledWith(DeliveryEntity, {
      where: {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 20,
      skip: 40,
    });
  });

  it("keeps one ride's e-mails when asked for its bookingId", async () => {
    const find = jest.fn(async () => []);
    const service = new DeliveriesService({ manager: { find } } as unknown as DataSource);
    await service.list({ limit: 50, offset: 0, bookingId: 41 });
    expect(find).toHaveBeenCalledWith(DeliveryEntity, expect.objectContaining({ where: { bookingId: 41 } }));
  });
});
