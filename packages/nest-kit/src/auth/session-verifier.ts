import { Injectable, Logger } from '@nestjs/common';
import { sessionClaimsSchema } from '@elite/contracts';
import { importSPKI, jwtVerify, type CryptoKey } from 'jose';
import { readFileSync } from 'node:fs';
import { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER, type SessionUser } from './session-user';

export interface SessionKeySource {
  AUTH_PUBLIC_KEY?: string;
  AUTH_PUBLIC_KEY_FILE?: string;
}

export interface VerifiedSession {
  user: SessionUser;
  expiresAt: Date;
}

/** Reads the public key once and verifies identity's session tokens. */
@Injectable()
export class SessionVerifier {
  private readonly logger = new Logger(SessionVerifier.name);
  private readonly key: Promise<CryptoKey | undefined>;

  constructor(source: SessionKeySource) {
    const pem =
      source.AUTH_PUBLIC_KEY ??
      (source.AUTH_PUBLIC_KEY_FILE ? readFileSync(source.AUTH_PUBLIC_KEY_FILE, 'utf8') : undefined);
    if (!pem)
      this.logger.warn('No AUTH_PUBLIC_KEY or AUTH_PUBLIC_KEY_FILE: every caller is treated as signed out');
    this.key = pem ? importSPKI(pem.replace(/\\n/g, '\n'), SESSION_ALGORITHM) : Promise.resolve(undefined);
  }

  /** The user a token names, or undefined for a missing, forged, expired or malformed one. */
  async verify(token: string | undefined): Promise<SessionUser | undefined> {
    return (await this.verifySession(token))?.user;
  }

  /** As verify, with when the session ends (identity remembers a signed-out one until then). */
  async verifySession(token: string | undefined): Promise<VerifiedSession | undefined> {
    const key = await this.key;
    if (!token || !key) return undefined;
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: SESSION_ISSUER,
        audience: SESSION_AUDIENCE,
        algorithms: [SESSION_ALGORITHM],
        // A session without an end could never be forgotten once signed out; identity always sets one.
        requiredClaims: ['exp'],
      });
      const claims = sessionClaimsSchema.safeParse(payload);
      const id = claims.success ? Number(claims.data.sub) : NaN;
      if (!claims.success || !Number.isSafeInteger(id) || id <= 0) return undefined;
      return {
        user: { id, role: claims.data.role, email: claims.data.email, name: claims.data.name },
        expiresAt: new Date(payload.exp! * 1000),
      };
    } catch {
      return undefined;
    }
  }
}
