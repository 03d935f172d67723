import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The retention purge finds old positions by time alone. */
export class IndexPositionsByTime1795330100000 implements MigrationInterface {
  name = 'IndexPositionsByTime1795330100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_driver_positions_recorded_at" ON "tracking"."driver_positions" ("recorded_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "tracking"."IDX_driver_positions_recorded_at"`);
  }
}
