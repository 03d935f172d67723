import { Algorithm, hash, verify } from '@node-rs/argon2';

/** docs/architecture.md §6: argon2id, at least 19 MiB, two passes, one lane (OWASP's baseline). */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export class PasswordHasher {
  // Verified against when the e-mail is unknown, so both failures cost the same time.
  private readonly decoy = hash('decoy password that matches nothing', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    try {
      return await verify(storedHash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
