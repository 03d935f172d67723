import type { UserRole } from '@elite/contracts';
import { SESSION_COOKIE } from '@elite/contracts';
import { SignJWT, importPKCS8 } from 'jose';
import { readFileSync } from 'node:fs';
import { SESSION_ALGORITHM, SESSION_AUDIENCE, SESSION_ISSUER } from '../auth/session-user';

export interface TestUser {
  id: number;
  role: UserRole;
  email?: string;
  name?: string;
}

/** A session token signed with the run's test key, as identity would sign it. */
export async function mintSessionToken(
  user: TestUser,
  options: { expiresIn?: string } = {},
): Promise<string> {
  const file = process.env.AUTH_PRIVATE_KEY_FILE;
  if (!file)
    throw new Error('AUTH_PRIVATE_KEY_FILE is not set: run inside the integration project (global setup).');
  const key = await importPKCS8(readFileSync(file, 'utf8'), SESSION_ALGORITHM);
  return new SignJWT({
    role: user.role,
    email: user.email ?? `user${user.id}@example.test`,
    name: user.name ?? `User ${user.id}`,
  })
    .setProtectedHeader({ alg: SESSION_ALGORITHM })
    .setSubject(String(user.id))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(key);
}

/** The Cookie header value carrying a session for the given user. */
export async function sessionCookie(user: TestUser): Promise<string> {
  return `${SESSION_COOKIE}=${await mintSessionToken(user)}`;
}
