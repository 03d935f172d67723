import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every ride e-mail carries the ride's link, so the token booking.created brings is kept while the
 * ride is open (cleared once it is cancelled or completed); rides projected before this have none.
 */
export class AddRideAccessToken1795400100000 implements MigrationInterface {
  name = 'AddRideAccessToken1795400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" ADD COLUMN "access_token" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications"."bookings" DROP COLUMN "access_token"`);
  }
}
