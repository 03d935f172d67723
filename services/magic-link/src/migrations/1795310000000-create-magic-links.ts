import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMagicLinks1795310000000 implements MigrationInterface {
  name = 'CreateMagicLinks1795310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "magic_link"."magic_links" (
        "id" serial PRIMARY KEY,
        "token_hash" char(64) NOT NULL UNIQUE,
        "email" varchar(254) NOT NULL,
        "booking_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used" boolean NOT NULL DEFAULT false,
        "used_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_magic_links_email" ON "magic_link"."magic_links" ("email")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "magic_link"."magic_links"`);
  }
}
