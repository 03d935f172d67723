import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The price a booking holds (docs/product.md §10): the all-in total in cents and its lines, worked
 * out by the server when the ride is booked, and a charter's hours. Bookings made before have none
 * (null: as a ride priced on request).
 */
export class AddBookingPrice1795240500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings"
         ADD COLUMN "hours" integer CHECK ("hours" >= 1),
         ADD COLUMN "total_price_cents" integer CHECK ("total_price_cents" >= 0),
         ADD COLUMN "price_lines" jsonb,
         ADD CONSTRAINT "bookings_price_whole" CHECK (("total_price_cents" IS NULL) = ("price_lines" IS NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings" DROP CONSTRAINT "bookings_price_whole",
         DROP COLUMN "price_lines", DROP COLUMN "total_price_cents", DROP COLUMN "hours"`,
    );
  }
}
