import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

/**
 * What a sealed text is, written into its header and checked on opening, so that one kind can never
 * be opened as another (a magic link's URL as a ride's token, say).
 */
export type SealedKind = 'booking-access-token' | 'magic-link-url' | 'mail-message';

// JWE (RFC 7516) by jose: an ephemeral X25519 agreement with the reader's key (ECDH-ES) and AES-256-GCM.
const KEY_AGREEMENT = 'ECDH-ES';
const ENCRYPTION = 'A256GCM';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Why a PEM is not the key of this kind of X25519 key, or undefined when it is. */
export function sealingKeyProblem(pem: string, half: 'public' | 'private'): string | undefined {
  // createPublicKey also takes a private key (and derives its public half): that one must not be handed out.
  if (half === 'public' && isPrivateKey(pem)) return 'is a private key: give only its public half';
  try {
    const key = half === 'public' ? createPublicKey(pem) : createPrivateKey(pem);
    if (key.asymmetricKeyType === 'x25519') return undefined;
  } catch {
    // not a key at all: the same answer
  }
  return `must be an X25519 ${half} key in PEM (${half === 'public' ? 'SPKI' : 'PKCS #8'})`;
}

function isPrivateKey(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/**
 * Seals a secret for the holder of a private key, knowing only its public half
 * (docs/architecture.md §6): booking and magic-link seal what notifications alone opens.
 */
export class SecretSealer {
  private readonly key: KeyObject;

  constructor(publicKeyPem: string) {
    this.key = createPublicKey(publicKeyPem);
  }

  seal(kind: SealedKind, secret: string): Promise<string> {
    return new CompactEncrypt(encoder.encode(secret))
      .setProtectedHeader({ alg: KEY_AGREEMENT, enc: ENCRYPTION, cty: kind })
      .encrypt(this.key);
  }
}

/** Opens what was sealed with the public half of its key; seals for itself with that half too. */
export class SecretOpener extends SecretSealer {
  private readonly privateKey: KeyObject;

  constructor(privateKeyPem: string) {
    const privateKey = createPrivateKey(privateKeyPem);
    super(createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString());
    this.privateKey = privateKey;
  }

  /** The secret; throws for a text sealed for another key, tampered with, or of another kind. */
  async open(kind: SealedKind, sealed: string): Promise<string> {
    const { plaintext, protectedHeader } = await compactDecrypt(sealed, this.privateKey, {
      keyManagementAlgorithms: [KEY_AGREEMENT],
      contentEncryptionAlgorithms: [ENCRYPTION],
    });
    if (protectedHeader.cty !== kind) throw new Error(`Sealed as ${protectedHeader.cty}, opened as ${kind}`);
    return decoder.decode(plaintext);
  }
}
