import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cancelled booking gives back the credit it used (docs/product.md §10, "Rewards credit"), once: one
 * `credit-returned` row per booking.
 */
export class AddCreditReturned1795320400000 implements MigrationInterface {
  name = 'AddCreditReturned1795320400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reward_transactions_credit_return" ON "rewards"."reward_transactions" ("booking_id") WHERE "type" = 'credit-returned'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "rewards"."UQ_reward_transactions_credit_return"`);
  }
}
