import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config/load-config';
import { sealingKeyEnv } from '../testing/sealing-keys';
import { notificationsPrivateKeyEnv, notificationsPublicKeyEnv, withSealingKey } from './sealing-keys';

const publicSchema = z
  .object(notificationsPublicKeyEnv)
  .transform(withSealingKey('NOTIFICATIONS_PUBLIC_KEY', 'public'));
const privateSchema = z
  .object(notificationsPrivateKeyEnv)
  .transform(withSealingKey('NOTIFICATIONS_PRIVATE_KEY', 'private'));
const keys = sealingKeyEnv();

describe('withSealingKey', () => {
  it('takes the PEM as text, also on one line with its newlines written \\n as env files hold it', () => {
    const oneLine = keys.NOTIFICATIONS_PUBLIC_KEY.trim().replace(/\n/g, '\\n');
    expect(loadConfig(publicSchema, { NOTIFICATIONS_PUBLIC_KEY: oneLine }).NOTIFICATIONS_PUBLIC_KEY).toBe(
      keys.NOTIFICATIONS_PUBLIC_KEY.trim(),
    );
  });

  it('reads it from the file <NAME>_FILE names', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'elite-keys-')), 'notifications-private.pem');
    writeFileSync(file, keys.NOTIFICATIONS_PRIVATE_KEY);
    expect(
      loadConfig(privateSchema, { NOTIFICATIONS_PRIVATE_KEY_FILE: file }).NOTIFICATIONS_PRIVATE_KEY,
    ).toBe(keys.NOTIFICATIONS_PRIVATE_KEY);
  });

  it.each([
    [{}, /NOTIFICATIONS_PUBLIC_KEY_FILE: set NOTIFICATIONS_PUBLIC_KEY or NOTIFICATIONS_PUBLIC_KEY_FILE/],
    [{ NOTIFICATIONS_PUBLIC_KEY_FILE: '/nowhere/key.pem' }, /NOTIFICATIONS_PUBLIC_KEY_FILE: cannot be read/],
    [{ NOTIFICATIONS_PUBLIC_KEY: 'not a key' }, /NOTIFICATIONS_PUBLIC_KEY: must be an X25519 public key/],
    [
      { NOTIFICATIONS_PUBLIC_KEY: keys.NOTIFICATIONS_PRIVATE_KEY },
      /NOTIFICATIONS_PUBLIC_KEY: is a private key: give only its public half/,
    ],
  ])('refuses %p, naming the variable', (env, message) => {
    expect(() => loadConfig(publicSchema, env)).toThrow(message);
  });

  it('refuses a public key where the private one is needed', () => {
    expect(() =>
      loadConfig(privateSchema, { NOTIFICATIONS_PRIVATE_KEY: keys.NOTIFICATIONS_PUBLIC_KEY }),
    ).toThrow(/NOTIFICATIONS_PRIVATE_KEY: must be an X25519 private key/);
  });
});
