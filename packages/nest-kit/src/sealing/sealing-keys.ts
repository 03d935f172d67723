import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { sealingKeyProblem } from './sealed-secrets';

type KeyName = 'NOTIFICATIONS_PUBLIC_KEY' | 'NOTIFICATIONS_PRIVATE_KEY';

/** Notifications' public key, which booking and magic-link seal e-mail secrets with (docs/architecture.md §6). */
export const notificationsPublicKeyEnv = {
  NOTIFICATIONS_PUBLIC_KEY: z.string().optional(),
  NOTIFICATIONS_PUBLIC_KEY_FILE: z.string().optional(),
};

/** Its private half, which notifications alone holds, to open them when it writes an e-mail. */
export const notificationsPrivateKeyEnv = {
  NOTIFICATIONS_PRIVATE_KEY: z.string().optional(),
  NOTIFICATIONS_PRIVATE_KEY_FILE: z.string().optional(),
};

/**
 * A service schema's transform: `<name>` becomes the key's PEM, given as the session keys are, in
 * `<name>` (newlines may be written \n: env files hold one line) or in the file `<name>_FILE`. A
 * missing, unreadable or wrong key stops the start, naming its variable.
 */
export function withSealingKey<N extends KeyName>(name: N, half: 'public' | 'private') {
  const file = `${name}_FILE` as const;
  return <T extends Partial<Record<N | typeof file, string>>>(
    env: T,
    ctx: z.RefinementCtx,
  ): T & Record<N, string> => {
    const fail = (variable: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [variable], message });
      return z.NEVER;
    };
    const given = env[name]?.trim() ? name : env[file]?.trim() ? file : undefined;
    if (!given)
      return fail(file, `set ${name} or ${file} (e-mailed links are sealed with notifications' key pair)`);
    let pem: string;
    try {
      pem = given === name ? env[name]!.replace(/\\n/g, '\n') : readFileSync(env[file]!, 'utf8');
    } catch (error) {
      return fail(file, `cannot be read (${error instanceof Error ? error.message : String(error)})`);
    }
    const problem = sealingKeyProblem(pem, half);
    if (problem) return fail(given, problem);
    return { ...env, [name]: pem } as T & Record<N, string>;
  };
}
