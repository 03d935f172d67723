import type { MigrationInterface, QueryRunner } from 'typeorm';

// Values are written out, not imported: a landed migration must create the same schema forever.
export class AddVehicleHold1795240300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // A trusted extension; in the containers db-init creates it as the superuser (deploy/postgres/init-roles.sh),
    // because the service's role may not create objects in public, and then this is a no-op.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public`);
    await queryRunner.query(`ALTER TABLE "booking"."bookings" ADD COLUMN "vehicle_hold" tstzrange`);
    // Rides booked so far were written in the company's only zone, with the holds of ride-schedule.ts.
    await queryRunner.query(`
      UPDATE "booking"."bookings" AS b
         SET "vehicle_hold" = tstzrange(
               ((b."date" || ' ' || b."time")::timestamp AT TIME ZONE 'America/Los_Angeles'),
               ((b."date" || ' ' || b."time")::timestamp AT TIME ZONE 'America/Los_Angeles')
                 + make_interval(mins => (CASE s."value"
                     WHEN 'events' THEN 240 WHEN 'tours' THEN 240 WHEN 'hourly' THEN 180 ELSE 120
                   END) * (CASE WHEN b."is_round_trip" THEN 2 ELSE 1 END) + 30),
               '[)')
        FROM "booking"."service_types" AS s
       WHERE s."id" = b."service_type_id"`);
    await queryRunner.query(`ALTER TABLE "booking"."bookings" ALTER COLUMN "vehicle_hold" SET NOT NULL`);
    // The van is never in two confirmed rides at once, whatever the concurrency (docs/architecture.md §5).
    await queryRunner.query(`
      ALTER TABLE "booking"."bookings" ADD CONSTRAINT "EX_bookings_vehicle_hold"
        EXCLUDE USING gist ("vehicle_id" WITH =, "vehicle_hold" WITH &&) WHERE ("status" = 'confirmed')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The extension stays: another schema of the database may use it.
    await queryRunner.query(`ALTER TABLE "booking"."bookings" DROP CONSTRAINT "EX_bookings_vehicle_hold"`);
    await queryRunner.query(`ALTER TABLE "booking"."bookings" DROP COLUMN "vehicle_hold"`);
  }
}
