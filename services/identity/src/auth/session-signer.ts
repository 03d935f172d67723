import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PublicUser } from '@elite/contracts';
import { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER } from '@elite/nest-kit';
import { SignJWT, importPKCS8, type CryptoKey } from 'jose';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/** Signs the session token every service verifies with the public half of the key. */
@Injectable()
export class SessionSigner {
  private readonly key: Promise<CryptoKey>;
  readonly ttlSeconds: number;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.key = importPKCS8(config.privateKeyPem, SESSION_ALGORITHM);
    this.ttlSeconds = config.SESSION_TTL_HOURS * 3600;
  }

  async sign(user: Pick<PublicUser, 'id' | 'role' | 'email' | 'name'>): Promise<string> {
    return (
      new SignJWT({ role: user.role, email: user.email, name: user.name })
        .setProtectedHeader({ alg: SESSION_ALGORITHM })
        .setSubject(String(user.id))
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt()
        // Every session its own token (signing one out refuses that token only), even two in one second.
        .setJti(randomUUID())
        .setExpirationTime(`${this.ttlSeconds}s`)
        .sign(await this.key)
    );
  }
}
