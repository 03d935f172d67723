import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The airport promise (docs/product.md §5): an airport pick-up's scheduled landing (its day and time,
 * text in the company's zone like the pick-up's) and the free waiting after it, in minutes, that the
 * pick-up was set from. All three or none.
 */
export class AddFlightLanding1795240800000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings"
         ADD COLUMN "landing_date" varchar(10),
         ADD COLUMN "landing_time" varchar(5),
         ADD COLUMN "free_waiting_minutes" integer CHECK ("free_waiting_minutes" >= 0),
         ADD CONSTRAINT "bookings_landing_whole" CHECK (
           ("landing_date" IS NULL) = ("landing_time" IS NULL)
           AND ("landing_date" IS NULL) = ("free_waiting_minutes" IS NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings" DROP CONSTRAINT "bookings_landing_whole",
         DROP COLUMN "free_waiting_minutes", DROP COLUMN "landing_time", DROP COLUMN "landing_date"`,
    );
  }
}
