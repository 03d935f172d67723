import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's version (docs/architecture.md §7): 1 when booked, one more with every change. Bookings
 * made before count from 1 too: their calendar files carried SEQUENCE 0, and every later change now
 * raises it above that.
 */
export class AddBookingVersion1795240460000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "booking"."bookings" ADD COLUMN "version" integer NOT NULL DEFAULT 1 CHECK ("version" >= 1)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking"."bookings" DROP COLUMN "version"`);
  }
}
