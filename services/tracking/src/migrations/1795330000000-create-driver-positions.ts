import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDriverPositions1795330000000 implements MigrationInterface {
  name = 'CreateDriverPositions1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tracking"."driver_positions" (
        "id" bigserial PRIMARY KEY,
        "booking_id" integer NOT NULL,
        "driver_id" integer NOT NULL,
        "latitude" double precision NOT NULL CHECK ("latitude" BETWEEN -90 AND 90),
        "longitude" double precision NOT NULL CHECK ("longitude" BETWEEN -180 AND 180),
        "heading" double precision CHECK ("heading" BETWEEN 0 AND 360),
        "recorded_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_driver_positions_booking_time" ON "tracking"."driver_positions" ("booking_id", "recorded_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tracking"."driver_positions"`);
  }
}
