import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DeliveriesQuery, NotificationDelivery } from '@elite/contracts';
import { DataSource } from 'typeorm';
import { DeliveryEntity } from './delivery.entity';

@Injectable()
export class DeliveriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The e-mails, newest first, a page at a time: every one, or one ride's (`bookingId`). */
  async list(query: DeliveriesQuery): Promise<NotificationDelivery[]> {
    const rows = await this.dataSource.manager.find(DeliveryEntity, {
      where: query.bookingId === undefined ? {} : { bookingId: query.bookingId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
    return rows.map(toDelivery);
  }
}

function toDelivery(row: DeliveryEntity): NotificationDelivery {
  return {
    id: row.id,
    to: row.to,
    template: row.template,
    subject: row.subject,
    eventId: row.eventId,
    bookingId: row.bookingId,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    skipReason: row.skipReason,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
