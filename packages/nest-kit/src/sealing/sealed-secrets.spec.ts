import { generateKeyPairSync } from 'node:crypto';
import { SecretOpener, SecretSealer, sealingKeyProblem } from './sealed-secrets';

function pair(type: 'x25519' | 'ed25519' = 'x25519') {
  const { publicKey, privateKey } = generateKeyPairSync(type as 'x25519');
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

describe('sealed secrets', () => {
  const keys = pair();
  const opener = new SecretOpener(keys.privatePem);

  it('seals with the public key what only the private key opens, never the same text twice', async () => {
    const sealer = new SecretSealer(keys.publicPem);
    const token = 'x8b0bKQ2cBq3Vw3mM0V1t9qK8c2tB7m1QqZl5p9hF2s';
    const once = await sealer.seal('booking-access-token', token);
    const twice = await sealer.seal('booking-access-token', token);
    expect(once).not.toContain(token);
    expect(once).not.toBe(twice);
    await expect(opener.open('booking-access-token', once)).resolves.toBe(token);
    await expect(opener.open('booking-access-token', twice)).resolves.toBe(token);
  });

  it('seals for itself with its own public half', async () => {
    const sealed = await opener.seal('mail-message', '{"subject":"Booking received"}');
    await expect(opener.open('mail-message', sealed)).resolves.toBe('{"subject":"Booking received"}');
  });

  it('refuses another kind, another key, and a text tampered with', async () => {
    const sealed = await new SecretSealer(keys.publicPem).seal(
      'magic-link-url',
      'https://x.test/magic-link/a',
    );
    await expect(opener.open('booking-access-token', sealed)).rejects.toThrow(
      'Sealed as magic-link-url, opened as booking-access-token',
    );
    await expect(new SecretOpener(pair().privatePem).open('magic-link-url', sealed)).rejects.toThrow();
    const [header, key, iv, text, tag] = sealed.split('.');
    const flipped = `${text![0] === 'A' ? 'B' : 'A'}${text!.slice(1)}`;
    await expect(opener.open('magic-link-url', [header, key, iv, flipped, tag].join('.'))).rejects.toThrow();
  });

  it('says what a key must be when it is of another kind or no key', () => {
    expect(sealingKeyProblem(keys.publicPem, 'public')).toBeUndefined();
    expect(sealingKeyProblem(keys.privatePem, 'private')).toBeUndefined();
    expect(sealingKeyProblem(pair('ed25519').publicPem, 'public')).toBe(
      'must be an X25519 public key in PEM (SPKI)',
    );
    expect(sealingKeyProblem(keys.publicPem, 'private')).toBe(
      'must be an X25519 private key in PEM (PKCS #8)',
    );
    expect(sealingKeyProblem(keys.privatePem, 'public')).toBe('is a private key: give only its public half');
    expect(sealingKeyProblem('not a key', 'public')).toBe('must be an X25519 public key in PEM (SPKI)');
  });
});
