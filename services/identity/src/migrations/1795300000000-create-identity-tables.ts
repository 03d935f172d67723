import { createOutboxTable, dropOutboxTable } from '@elite/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentityTables1795300000000 implements MigrationInterface {
  name = 'CreateIdentityTables1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."users" (
        "id" serial PRIMARY KEY,
        "username" varchar(40) NOT NULL,
        "password" text NOT NULL,
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(25),
        "role" varchar(20) NOT NULL DEFAULT 'client' CHECK ("role" IN ('client', 'admin', 'driver')),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "identity"."users" (lower("email"))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_username" ON "identity"."users" (lower("username"))`,
    );
    await createOutboxTable(queryRunner, 'identity');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner, 'identity');
    await queryRunner.query(`DROP TABLE "identity"."users"`);
  }
}
