import { createOutboxTable, dropOutboxTable } from '@elite/nest-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Magic-link publishes `magic-link.created` when staff ask for a link to be sent by e-mail. */
export class CreateMagicLinkOutbox1795310100000 implements MigrationInterface {
  name = 'CreateMagicLinkOutbox1795310100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxTable(queryRunner, 'magic_link');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner, 'magic_link');
  }
}
