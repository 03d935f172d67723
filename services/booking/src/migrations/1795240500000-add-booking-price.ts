import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The price a booking holds (docs/product.md §10): the all-in total in cents and its lines, worked
 * out by the server when the ride is booked, where it stands (`price_state`), and a charter's hours;
 * and every price staff set, with why (`price_changes`, append-only). Bookings made before have no
 * price and stand `booked`: they were made, and are confirmed, as before.
 */
export class AddBookingPrice1795240500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings"
         ADD COLUMN "hours" integer CHECK ("hours" >= 1),
         ADD COLUMN "total_price_cents" integer CHECK ("total_price_cents" >= 0),
         ADD COLUMN "price_lines" jsonb,
         ADD COLUMN "price_state" varchar(12) NOT NULL DEFAULT 'booked'
           CHECK ("price_state" IN ('booked', 'on-request', 'offered', 'accepted')),
         ADD CONSTRAINT "bookings_price_whole" CHECK (("total_price_cents" IS NULL) = ("price_lines" IS NULL))`,
    );
    await queryRunner.query(
      `CREATE TABLE "booking"."price_changes" (
         "id" serial PRIMARY KEY,
         "booking_id" integer NOT NULL REFERENCES "booking"."bookings" ("id") ON DELETE CASCADE,
         "total_price_cents" integer NOT NULL CHECK ("total_price_cents" >= 0),
         "price_lines" jsonb NOT NULL,
         "reason" text NOT NULL,
         "changed_by" integer NOT NULL,
         "changed_at" timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "price_changes_booking" ON "booking"."price_changes" ("booking_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "booking"."price_changes"`);
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings" DROP CONSTRAINT "bookings_price_whole", DROP COLUMN "price_state",
         DROP COLUMN "price_lines", DROP COLUMN "total_price_cents", DROP COLUMN "hours"`,
    );
  }
}
