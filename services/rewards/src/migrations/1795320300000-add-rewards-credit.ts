import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redeemed points become credit in cents (docs/product.md §10, "Rewards credit"): the account's unused
 * credit, never below zero, and each transaction's credit made or used. A booking uses credit once: one
 * `credit-used` row per booking.
 */
export class AddRewardsCredit1795320300000 implements MigrationInterface {
  name = 'AddRewardsCredit1795320300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rewards"."user_rewards" ADD "credit_cents" integer NOT NULL DEFAULT 0 CONSTRAINT "CHK_user_rewards_credit" CHECK ("credit_cents" >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "rewards"."reward_transactions" ADD "credit_cents" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reward_transactions_credit_use" ON "rewards"."reward_transactions" ("booking_id") WHERE "type" = 'credit-used'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "rewards"."UQ_reward_transactions_credit_use"`);
    await queryRunner.query(`ALTER TABLE "rewards"."reward_transactions" DROP COLUMN "credit_cents"`);
    await queryRunner.query(`ALTER TABLE "rewards"."user_rewards" DROP COLUMN "credit_cents"`);
  }
}
