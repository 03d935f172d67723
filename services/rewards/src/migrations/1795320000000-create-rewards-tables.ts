import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRewardsTables1795320000000 implements MigrationInterface {
  name = 'CreateRewardsTables1795320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "rewards"."rewards_tiers" (
        "id" serial PRIMARY KEY,
        "name" varchar(60) NOT NULL UNIQUE,
        "description" text NOT NULL,
        "min_points" integer NOT NULL UNIQUE CHECK ("min_points" >= 0),
        "benefits" text[] NOT NULL DEFAULT '{}',
        "discount_percentage" numeric(5,2) NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "rewards"."user_rewards" (
        "id" serial PRIMARY KEY,
        "user_id" integer NOT NULL UNIQUE,
        "points" integer NOT NULL DEFAULT 0 CHECK ("points" >= 0),
        "current_tier_id" integer REFERENCES "rewards"."rewards_tiers" ("id"),
        "lifetime_points" integer NOT NULL DEFAULT 0 CHECK ("lifetime_points" >= 0),
        "last_activity" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "rewards"."reward_transactions" (
        "id" serial PRIMARY KEY,
        "user_rewards_id" integer NOT NULL REFERENCES "rewards"."user_rewards" ("id") ON DELETE CASCADE,
        "points" integer NOT NULL,
        "type" varchar(20) NOT NULL,
        "description" text NOT NULL,
        "booking_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_reward_transactions_account" ON "rewards"."reward_transactions" ("user_rewards_id", "created_at" DESC)`,
    );
    // A ride earns once, however often its completion is announced.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reward_transactions_ride" ON "rewards"."reward_transactions" ("booking_id") WHERE "type" = 'earn' AND "booking_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "rewards"."processed_events" (
        "event_id" uuid PRIMARY KEY,
        "type" varchar(60) NOT NULL,
        "processed_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rewards"."processed_events"`);
    await queryRunner.query(`DROP TABLE "rewards"."reward_transactions"`);
    await queryRunner.query(`DROP TABLE "rewards"."user_rewards"`);
    await queryRunner.query(`DROP TABLE "rewards"."rewards_tiers"`);
  }
}
