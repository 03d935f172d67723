import type { MigrationInterface, QueryRunner } from 'typeorm';

// Limits are written out, not imported: a landed migration must create the same schema forever.
export class CreateIdempotentRequests1795240200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per Idempotency-Key (per caller): claimed first, then filled with the booking it made and
    // the one-time access token, so that a retry gets the first answer back.
    await queryRunner.query(`
      CREATE TABLE "booking"."idempotent_requests" (
        "scope" varchar(40) NOT NULL,
        "key" varchar(128) NOT NULL,
        "request_hash" char(64) NOT NULL,
        "booking_id" integer REFERENCES "booking"."bookings" ("id") ON DELETE CASCADE,
        "access_token" varchar(128),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("scope", "key")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_idempotent_requests_created_at" ON "booking"."idempotent_requests" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "booking"."idempotent_requests"`);
  }
}
