import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNotificationsTables1795400000000 implements MigrationInterface {
  name = 'CreateNotificationsTables1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "notifications"."deliveries" (
        "id" serial PRIMARY KEY,
        "event_id" varchar(100) NOT NULL,
        "template" varchar(40) NOT NULL,
        "to" varchar(320) NOT NULL,
        "subject" text NOT NULL,
        "booking_id" integer,
        "status" varchar(10) NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'sent', 'failed')),
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text,
        "message_id" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz
      )`);
    // One e-mail of a kind per event, however often the event is delivered.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_deliveries_event_template" ON "notifications"."deliveries" ("event_id", "template")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_deliveries_created" ON "notifications"."deliveries" ("created_at" DESC, "id" DESC)`,
    );
    // The rides as the booking events last described them: enough to write a reminder or a
    // ride-completed e-mail without asking booking.
    await queryRunner.query(`
      CREATE TABLE "notifications"."bookings" (
        "booking_id" integer PRIMARY KEY,
        "user_id" integer,
        "email" varchar(320) NOT NULL,
        "full_name" text NOT NULL,
        "status" varchar(20) NOT NULL,
        "ride" jsonb NOT NULL,
        "last_event_at" timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notifications"."bookings"`);
    await queryRunner.query(`DROP TABLE "notifications"."deliveries"`);
  }
}
