import { DynamicModule, Module } from '@nestjs/common';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';

/** The outbox writer, and the relay that ships its rows to BullMQ (Redis, or Postgres without REDIS_URL). */
@Module({})
export class OutboxModule {
  static forRoot(options: { relay?: boolean } = {}): DynamicModule {
    const relay = options.relay ?? true;
    return {
      module: OutboxModule,
      providers: relay ? [OutboxService, OutboxRelay] : [OutboxService],
      exports: relay ? [OutboxService, OutboxRelay] : [OutboxService],
    };
  }
}
