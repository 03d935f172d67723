import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SecretOpener } from '../sealing/sealed-secrets';

/** Opens what a service sealed during the run, with the run's notifications key (the global setup's). */
export function runSecretOpener(): SecretOpener {
  const file = process.env.NOTIFICATIONS_PRIVATE_KEY_FILE;
  if (!file)
    throw new Error(
      'NOTIFICATIONS_PRIVATE_KEY_FILE is not set: run inside the integration project (global setup).',
    );
  return new SecretOpener(readFileSync(file, 'utf8'));
}

/** A fresh notifications key pair as the variables that give it as text, for unit tests. */
export function sealingKeyEnv(): { NOTIFICATIONS_PUBLIC_KEY: string; NOTIFICATIONS_PRIVATE_KEY: string } {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  return {
    NOTIFICATIONS_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    NOTIFICATIONS_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
