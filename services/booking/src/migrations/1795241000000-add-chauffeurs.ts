import type { MigrationInterface, QueryRunner } from 'typeorm';

// Values are written out, not imported: a landed migration must create the same schema forever.
export class AddChauffeurs1795241000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // The chauffeur staff assign (an identity user of role driver; no foreign key across schemas), with
    // his name and phone as they were then, so that a ride's page and e-mails need not ask identity.
    await queryRunner.query(`
      ALTER TABLE "booking"."bookings"
        ADD COLUMN "chauffeur_id" integer,
        ADD COLUMN "chauffeur_name" varchar(120),
        ADD COLUMN "chauffeur_phone" varchar(25),
        ADD COLUMN "ride_stage" varchar(12) CHECK ("ride_stage" IN ('on-the-way', 'on-location', 'on-board')),
        ADD CONSTRAINT "CK_bookings_chauffeur" CHECK (("chauffeur_id" IS NULL) = ("chauffeur_name" IS NULL))`);
    await queryRunner.query(`ALTER TABLE "booking"."bookings" DROP CONSTRAINT "bookings_status_check"`);
    await queryRunner.query(`
      ALTER TABLE "booking"."bookings" ADD CONSTRAINT "bookings_status_check"
        CHECK ("status" IN ('pending', 'confirmed', 'completed', 'cancelled', 'no-show'))`);
    // A chauffeur drives one confirmed ride at a time, whichever vehicle (docs/architecture.md §5).
    await queryRunner.query(`
      ALTER TABLE "booking"."bookings" ADD CONSTRAINT "EX_bookings_chauffeur_hold"
        EXCLUDE USING gist ("chauffeur_id" WITH =, "vehicle_hold" WITH &&)
        WHERE ("status" = 'confirmed' AND "chauffeur_id" IS NOT NULL)`);
    await queryRunner.query(
      `CREATE INDEX "IX_bookings_chauffeur_date" ON "booking"."bookings" ("chauffeur_id", "date")`,
    );
    // The number plate the confirmation gives, to find the van at the kerb.
    await queryRunner.query(`ALTER TABLE "booking"."vehicles" ADD COLUMN "plate" varchar(12)`);
    await queryRunner.query(`UPDATE "booking"."vehicles" SET "plate" = '9ELT247' WHERE "id" = 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking"."vehicles" DROP COLUMN "plate"`);
    await queryRunner.query(`DROP INDEX "booking"."IX_bookings_chauffeur_date"`);
    await queryRunner.query(`ALTER TABLE "booking"."bookings" DROP CONSTRAINT "EX_bookings_chauffeur_hold"`);
    await queryRunner.query(`ALTER TABLE "booking"."bookings" DROP CONSTRAINT "bookings_status_check"`);
    await queryRunner.query(`
      ALTER TABLE "booking"."bookings" ADD CONSTRAINT "bookings_status_check"
        CHECK ("status" IN ('pending', 'confirmed', 'completed', 'cancelled'))`);
    await queryRunner.query(`
      ALTER TABLE "booking"."bookings" DROP CONSTRAINT "CK_bookings_chauffeur",
        DROP COLUMN "ride_stage", DROP COLUMN "chauffeur_phone", DROP COLUMN "chauffeur_name", DROP COLUMN "chauffeur_id"`);
  }
}
