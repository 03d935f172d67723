import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { QueryRunner } from 'typeorm';
import { assertSchemaName } from '../database/run-migrations';

/** An event written in the same transaction as the change it announces. */
@Entity({ name: 'outbox' })
export class OutboxEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  type!: string;

  @Column('jsonb')
  payload!: unknown;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'now()' })
  occurredAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** The W3C trace context of the change that wrote it, continued by the relay (docs/operations.md). */
  @Column({ name: 'trace_context', type: 'jsonb', nullable: true })
  traceContext!: Record<string, string> | null;
}

/** Called from a service's migration, so the outbox is versioned with the schema that owns it. */
export async function createOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  assertSchemaName(schema);
  await queryRunner.query(`
    CREATE TABLE "${schema}"."outbox" (
      "id" uuid PRIMARY KEY,
      "type" text NOT NULL,
      "payload" jsonb NOT NULL,
      "occurred_at" timestamptz NOT NULL DEFAULT now(),
      "published_at" timestamptz
    )`);
  await queryRunner.query(
    `CREATE INDEX "IDX_${schema}_outbox_unpublished" ON "${schema}"."outbox" ("occurred_at") WHERE "published_at" IS NULL`,
  );
}

export async function dropOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  assertSchemaName(schema);
  await queryRunner.query(`DROP TABLE "${schema}"."outbox"`);
}

/**
 * The column of each event's trace context (docs/operations.md, "Seeing inside"), added by a service's
 * migration after the one that created its outbox.
 */
export async function addOutboxTraceContext(queryRunner: QueryRunner, schema: string): Promise<void> {
  assertSchemaName(schema);
  await queryRunner.query(`ALTER TABLE "${schema}"."outbox" ADD COLUMN "trace_context" jsonb`);
}

export async function dropOutboxTraceContext(queryRunner: QueryRunner, schema: string): Promise<void> {
  assertSchemaName(schema);
  await queryRunner.query(`ALTER TABLE "${schema}"."outbox" DROP COLUMN "trace_context"`);
}
