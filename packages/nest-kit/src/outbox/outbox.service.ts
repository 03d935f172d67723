import { Injectable } from '@nestjs/common';
import { EVENT_PAYLOAD_SCHEMAS, type EventPayloads, type EventType } from '@elite/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { currentTraceContext } from '../telemetry/signals';
import { OutboxEntity } from './outbox.entity';

/** Writes events into the outbox inside the caller's transaction; the relay ships them later. */
@Injectable()
export class OutboxService {
  private listener?: () => void;

  async publish<T extends EventType>(
    manager: EntityManager,
    type: T,
    payload: EventPayloads[T],
  ): Promise<string> {
    const id = randomUUID();
    const checked = EVENT_PAYLOAD_SCHEMAS[type].parse(payload);
    await manager.insert(OutboxEntity, {
      id,
      type,
      payload: checked,
      occurredAt: new Date(),
      publishedAt: null,
      traceContext: currentTraceContext(),
    });
    // The row becomes visible at commit; a nudge just makes the relay look soon.
    this.listener?.();
    return id;
  }

  onPublish(listener: () => void): void {
    this.listener = listener;
  }
}
