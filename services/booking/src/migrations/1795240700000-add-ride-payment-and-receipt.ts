import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receipt (docs/product.md §11): how a ride was paid on the day (`paid_*`, as staff last recorded
 * it; every record, with who made it, in `payment_records`, append-only), and the receipt's number,
 * given once when the ride is completed from the one-row counter `receipt_counter`. The counter is
 * updated in the completion's transaction, so its row lock queues completions and a rolled-back one
 * gives its number back: the numbers have no gaps and no repeats.
 */
export class AddRidePaymentAndReceipt1795240700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings"
         ADD COLUMN "paid_method" varchar(10) CHECK ("paid_method" IN ('cash', 'card', 'paypal')),
         ADD COLUMN "paid_amount_cents" integer CHECK ("paid_amount_cents" >= 0),
         ADD COLUMN "paid_at" timestamptz,
         ADD COLUMN "receipt_number" integer UNIQUE CHECK ("receipt_number" >= 1),
         ADD COLUMN "completed_at" timestamptz,
         ADD CONSTRAINT "bookings_payment_whole" CHECK (
           ("paid_method" IS NULL) = ("paid_amount_cents" IS NULL) AND ("paid_method" IS NULL) = ("paid_at" IS NULL)),
         ADD CONSTRAINT "bookings_receipt_when_completed" CHECK (("receipt_number" IS NULL) = ("completed_at" IS NULL))`,
    );
    await queryRunner.query(
      `CREATE TABLE "booking"."payment_records" (
         "id" serial PRIMARY KEY,
         "booking_id" integer NOT NULL REFERENCES "booking"."bookings" ("id") ON DELETE CASCADE,
         "method" varchar(10) NOT NULL CHECK ("method" IN ('cash', 'card', 'paypal')),
         "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
         "paid_at" timestamptz NOT NULL,
         "recorded_by" integer NOT NULL,
         "recorded_at" timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_records_booking" ON "booking"."payment_records" ("booking_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "booking"."receipt_counter" (
         "only" boolean PRIMARY KEY DEFAULT true CHECK ("only"),
         "last_number" integer NOT NULL DEFAULT 0 CHECK ("last_number" >= 0)
       )`,
    );
    await queryRunner.query(`INSERT INTO "booking"."receipt_counter" DEFAULT VALUES`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "booking"."receipt_counter"`);
    await queryRunner.query(`DROP TABLE "booking"."payment_records"`);
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings" DROP CONSTRAINT "bookings_receipt_when_completed",
         DROP CONSTRAINT "bookings_payment_whole", DROP COLUMN "completed_at", DROP COLUMN "receipt_number",
         DROP COLUMN "paid_at", DROP COLUMN "paid_amount_cents", DROP COLUMN "paid_method"`,
    );
  }
}
