import { createOutboxTable, dropOutboxTable } from '@elite/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

// Limits are written out, not imported: a landed migration must create the same schema forever.
export class CreateBookingTables1795240000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "booking"."vehicle_types" (
        "id" serial PRIMARY KEY,
        "name" varchar(80) NOT NULL,
        "slug" varchar(80) NOT NULL,
        CONSTRAINT "UQ_vehicle_types_slug" UNIQUE ("slug")
      )`);
    await queryRunner.query(`
      CREATE TABLE "booking"."vehicles" (
        "id" serial PRIMARY KEY,
        "name" varchar(120) NOT NULL,
        "description" text NOT NULL,
        "image_url" text,
        "passengers" integer NOT NULL CHECK ("passengers" > 0),
        "luggage" integer NOT NULL CHECK ("luggage" >= 0),
        "features" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "hourly_rate" integer NOT NULL CHECK ("hourly_rate" >= 0),
        "vehicle_type_id" integer REFERENCES "booking"."vehicle_types" ("id") ON DELETE SET NULL,
        "is_premium" boolean NOT NULL DEFAULT false,
        "is_active" boolean NOT NULL DEFAULT true
      )`);
    await queryRunner.query(`
      CREATE TABLE "booking"."services" (
        "id" serial PRIMARY KEY,
        "name" varchar(120) NOT NULL,
        "description" text NOT NULL,
        "icon" varchar(40) NOT NULL,
        "is_active" boolean NOT NULL DEFAULT true
      )`);
    await queryRunner.query(`
      CREATE TABLE "booking"."service_types" (
        "id" serial PRIMARY KEY,
        "name" varchar(120) NOT NULL,
        "value" varchar(40) NOT NULL,
        "icon" varchar(40) NOT NULL,
        CONSTRAINT "UQ_service_types_value" UNIQUE ("value")
      )`);
    await queryRunner.query(`
      CREATE TABLE "booking"."bookings" (
        "id" serial PRIMARY KEY,
        "service_type_id" integer NOT NULL REFERENCES "booking"."service_types" ("id"),
        "vehicle_id" integer NOT NULL REFERENCES "booking"."vehicles" ("id"),
        "pickup_location" varchar(255) NOT NULL,
        "dropoff_location" varchar(255) NOT NULL,
        "date" varchar(10) NOT NULL,
        "time" varchar(5) NOT NULL,
        "passengers" integer NOT NULL CHECK ("passengers" BETWEEN 1 AND 14),
        "luggage" integer CHECK ("luggage" BETWEEN 0 AND 10),
        "special_requests" text,
        "payment_method" varchar(20) NOT NULL CHECK ("payment_method" IN ('cash', 'card', 'paypal', 'account')),
        "status" varchar(20) NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'confirmed', 'completed', 'cancelled')),
        "flight_number" varchar(20),
        "is_round_trip" boolean NOT NULL DEFAULT false,
        "full_name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(25) NOT NULL,
        "user_id" integer,
        "access_token_hash" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The admin lists (all, by status), the magic-link lookup by e-mail, and a user's own bookings.
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_created_at" ON "booking"."bookings" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_status_created_at" ON "booking"."bookings" ("status", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_email_created_at" ON "booking"."bookings" ("email", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_user_id" ON "booking"."bookings" ("user_id") WHERE "user_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "booking"."contact_messages" (
        "id" serial PRIMARY KEY,
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "subject" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'unread' CHECK ("status" IN ('unread', 'read')),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_messages_created_at" ON "booking"."contact_messages" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "booking"."testimonials" (
        "id" serial PRIMARY KEY,
        "name" varchar(120) NOT NULL,
        "position" varchar(160) NOT NULL,
        "testimonial" text NOT NULL,
        "rating" integer NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "image_url" text,
        "is_active" boolean NOT NULL DEFAULT true
      )`);
    await queryRunner.query(`
      CREATE TABLE "booking"."newsletter_subscriptions" (
        "id" serial PRIMARY KEY,
        "email" varchar(254) NOT NULL,
        "subscribed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_newsletter_subscriptions_email" UNIQUE ("email")
      )`);
    await createOutboxTable(queryRunner, 'booking');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner, 'booking');
    for (const table of [
      'newsletter_subscriptions',
      'testimonials',
      'contact_messages',
      'bookings',
      'service_types',
      'services',
      'vehicles',
      'vehicle_types',
    ]) {
      await queryRunner.query(`DROP TABLE "booking"."${table}"`);
    }
  }
}
