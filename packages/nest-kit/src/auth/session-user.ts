import type { UserRole } from '@elite/contracts';

/** The signed-in person, as every service sees them after the guard. */
export interface SessionUser {
  id: number;
  role: UserRole;
  email: string;
  name: string;
}

export const SESSION_ISSUER = 'elite-identity';
export const SESSION_AUDIENCE = 'elite';
export const SESSION_ALGORITHM = 'EdDSA';
