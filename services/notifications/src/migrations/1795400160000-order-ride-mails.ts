import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A ride's e-mails go out in the order of its events (docs/architecture.md §7): the projection keeps
 * the booking's version instead of the event's time, the versions seen are recorded, each e-mail
 * carries the version it was written at, and one made obsolete is recorded as skipped with the reason.
 * Rides and e-mails from before are at version 1, as booking numbered its bookings then.
 */
export class OrderRideMails1795400160000 implements MigrationInterface {
  name = 'OrderRideMails1795400160000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "notifications"."bookings" ADD COLUMN "version" integer NOT NULL DEFAULT 1`,
    );
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" ALTER COLUMN "version" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" DROP COLUMN "last_event_at"`);
    // Which of a ride's versions have been consumed: an e-mail waits for the ones before its own.
    await queryRunner.query(`
      CREATE TABLE "notifications"."booking_events" (
        "booking_id" integer NOT NULL,
        "version" integer NOT NULL,
        PRIMARY KEY ("booking_id", "version")
      )`);
    await queryRunner.query(
      `INSERT INTO "notifications"."booking_events" ("booking_id", "version") SELECT "booking_id", 1 FROM "notifications"."bookings"`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications"."deliveries" ADD COLUMN "booking_version" integer, ADD COLUMN "skip_reason" text`,
    );
    await queryRunner.query(
      `UPDATE "notifications"."deliveries" SET "booking_version" = 1 WHERE "booking_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "notifications"."deliveries" DROP CONSTRAINT "deliveries_status_check",
        ADD CONSTRAINT "deliveries_status_check" CHECK ("status" IN ('queued', 'sent', 'failed', 'skipped'))`);
    await queryRunner.query(
      `CREATE INDEX "IDX_deliveries_ride" ON "notifications"."deliveries" ("booking_id", "booking_version") WHERE "booking_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "notifications"."IDX_deliveries_ride"`);
    await queryRunner.query(
      `UPDATE "notifications"."deliveries" SET "status" = 'failed' WHERE "status" = 'skipped'`,
    );
    await queryRunner.query(`
      ALTER TABLE "notifications"."deliveries" DROP CONSTRAINT "deliveries_status_check",
        ADD CONSTRAINT "deliveries_status_check" CHECK ("status" IN ('queued', 'sent', 'failed'))`);
    await queryRunner.query(
      `ALTER TABLE "notifications"."deliveries" DROP COLUMN "booking_version", DROP COLUMN "skip_reason"`,
    );
    await queryRunner.query(`DROP TABLE "notifications"."booking_events"`);
    await queryRunner.query(
      `ALTER TABLE "notifications"."bookings" ADD COLUMN "last_event_at" timestamptz NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" DROP COLUMN "version"`);
  }
}
