import { addOutboxTraceContext, dropOutboxTraceContext } from '@elite/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each event keeps the trace context of the change that wrote it (docs/operations.md, "Seeing inside"). */
export class AddOutboxTraceContext1795300200000 implements MigrationInterface {
  name = 'AddOutboxTraceContext1795300200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addOutboxTraceContext(queryRunner, 'identity');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTraceContext(queryRunner, 'identity');
  }
}
