import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An open ride's token is kept as booking.created now brings it: sealed for this service
 * (docs/architecture.md §6). The clear tokens kept before are dropped, not sealed (a migration holds
 * no key): those rides' later e-mails point to the link in their booking e-mail instead.
 */
export class SealRideAccessToken1795400200000 implements MigrationInterface {
  name = 'SealRideAccessToken1795400200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" DROP COLUMN "access_token"`);
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" ADD COLUMN "sealed_access_token" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" DROP COLUMN "sealed_access_token"`);
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" ADD COLUMN "access_token" text`);
  }
}
