import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A ride's history (docs/architecture.md, "Ride history"): one row per change, written in the change's
 * transaction, who made it (`actor_role`, the user's id and the name the session carried), when, what
 * kind, from what to what, and why. Append-only: a trigger refuses every UPDATE and DELETE (and a
 * TRUNCATE), so a booking with history is never deleted either. Kinds are checked by contracts'
 * `rideEventKindSchema`, not here, so that a new kind needs no migration.
 */
export class CreateRideEvents1795240900000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "booking"."ride_events" (
         "id" bigserial PRIMARY KEY,
         "booking_id" integer NOT NULL REFERENCES "booking"."bookings" ("id"),
         "kind" varchar(40) NOT NULL,
         "actor_role" varchar(20) NOT NULL,
         "actor_user_id" integer,
         "actor_name" varchar(200),
         "from_value" jsonb,
         "to_value" jsonb,
         "reason" varchar(500),
         "at" timestamptz NOT NULL DEFAULT clock_timestamp(),
         CONSTRAINT "ride_events_user_actor" CHECK (("actor_user_id" IS NULL) = ("actor_role" IN ('customer', 'system')))
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "ride_events_booking" ON "booking"."ride_events" ("booking_id", "id")`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "booking"."ride_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'booking.ride_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "ride_events_append_only" BEFORE UPDATE OR DELETE ON "booking"."ride_events"
         FOR EACH ROW EXECUTE FUNCTION "booking"."ride_events_append_only"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "ride_events_no_truncate" BEFORE TRUNCATE ON "booking"."ride_events"
         FOR EACH STATEMENT EXECUTE FUNCTION "booking"."ride_events_append_only"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "booking"."ride_events"`);
    await queryRunner.query(`DROP FUNCTION "booking"."ride_events_append_only"()`);
  }
}
