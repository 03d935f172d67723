import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ride tokens are kept nowhere in clear (docs/architecture.md §6): booking.created now carries the
 * token sealed for notifications, and an Idempotency-Key repeat is answered without it. The clear
 * copies written before go: from every booking.created in the outbox, and the replay column. An event
 * not yet relayed cannot be sealed here (a migration holds no key) and is closed as published: its
 * ride's first e-mail is not sent, as its token is gone (the relay ships rows within a second, so
 * only one written as the previous version stopped can be left).
 */
export class RemoveClearAccessTokens1795240420000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "booking"."outbox"
         SET "payload" = "payload" - 'accessToken', "published_at" = COALESCE("published_at", now())
       WHERE "type" = 'booking.created' AND "payload" ? 'accessToken'`);
    await queryRunner.query(`ALTER TABLE "booking"."idempotent_requests" DROP COLUMN "access_token"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The tokens removed are not brought back: the column returns empty.
    await queryRunner.query(
      `ALTER TABLE "booking"."idempotent_requests" ADD COLUMN "access_token" varchar(128)`,
    );
  }
}
