import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions signed out before they expire, which the gateway refuses (docs/architecture.md §6). */
export class CreateRevokedSessions1795300100000 implements MigrationInterface {
  name = 'CreateRevokedSessions1795300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."revoked_sessions" (
        "token_hash" text PRIMARY KEY,
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The gateway asks for what was signed out since its last look; the sweep removes what has expired.
    await queryRunner.query(
      `CREATE INDEX "IDX_revoked_sessions_revoked_at" ON "identity"."revoked_sessions" ("revoked_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_revoked_sessions_expires_at" ON "identity"."revoked_sessions" ("expires_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."revoked_sessions"`);
  }
}
