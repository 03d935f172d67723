import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trace context (W3C `traceparent`, `tracestate`) of the change that wrote an event, which the
 * relay and the consumers continue (docs/operations.md, "Seeing inside"); null for older rows.
 */
export class AddOutboxTraceContext1795241100000 implements MigrationInterface {
  name = 'AddOutboxTraceContext1795241100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking"."outbox" ADD COLUMN "trace_context" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking"."outbox" DROP COLUMN "trace_context"`);
  }
}
