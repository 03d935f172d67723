import { createOutboxTable, dropOutboxTable } from '@elite/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rewards publishes `rewards.points-earned` (the ride-completed e-mail says how many points). */
export class CreateRewardsOutbox1795320200000 implements MigrationInterface {
  name = 'CreateRewardsOutbox1795320200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxTable(queryRunner, 'rewards');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner, 'rewards');
  }
}
