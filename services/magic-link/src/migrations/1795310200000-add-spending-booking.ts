import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A link is spent by the booking made with it, no longer by opening it: the booking's id is kept, so
 * that a repeated spend for the same booking is recognised and a rolled-back booking gives it back.
 */
export class AddSpendingBooking1795310200000 implements MigrationInterface {
  name = 'AddSpendingBooking1795310200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "magic_link"."magic_links" ADD COLUMN "used_by_booking_id" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "magic_link"."magic_links" DROP COLUMN "used_by_booking_id"`);
  }
}
