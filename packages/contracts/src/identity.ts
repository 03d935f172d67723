import './zod-setup';
import { z } from 'zod';
import { emailSchema, optionalText, textSchema } from './common';
import {
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';

export const USER_ROLES = ['client', 'admin', 'driver'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const SESSION_COOKIE = 'elite_session';

/**
 * The session token a request presents: the `elite_session` cookie, else an `Authorization: Bearer`
 * header. `cookies` is the request's Cookie header parsed (services and gateway parse it alike).
 */
export function presentedSessionToken(
  cookies: Readonly<Record<string, string | undefined>>,
  authorization: string | undefined,
): string | undefined {
  const fromCookie = cookies[SESSION_COOKIE];
  if (fromCookie) return fromCookie;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || undefined : undefined;
}

const passwordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Body of POST /api/auth/register. A `role` in the body is stripped: registration makes clients. */
export const registerSchema = z.object({
  name: textSchema('Name', `Name must be at least ${NAME_MIN_LENGTH} characters`)
    .trim()
    .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`)
    .max(120, 'Name must be at most 120 characters'),
  email: emailSchema,
  username: textSchema('Username', `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .trim()
    .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
  password: passwordSchema,
  phone: optionalText('Phone', 25),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type Registration = z.output<typeof registerSchema>;

/** Body of POST /api/auth/login. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

/** The login form adds rememberMe, which is not sent. */
export const loginFormSchema = loginSchema.extend({ rememberMe: z.boolean().optional() });

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/auth/me: the signed-in user, or null, so that a page learns it without a failing request. */
export const meResponseSchema = z.object({ user: publicUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Claims of the session JWT that identity signs and every service verifies. */
export const sessionClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(USER_ROLES),
  email: z.string(),
  name: z.string(),
});

/**
 * GET /internal/sessions/revoked (the gateway → identity): the sessions signed out and not yet
 * expired, each by the SHA-256 of its token (base64url). `since` (an earlier answer's `asOf`) asks
 * only for what was signed out from about then on (docs/architecture.md §6).
 */
export const revokedSessionsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 date and time' }).optional(),
});
export type RevokedSessionsQuery = z.output<typeof revokedSessionsQuerySchema>;

export const revokedSessionsSchema = z.object({
  /** identity's clock when it read the list: the next `since`. */
  asOf: z.iso.datetime({ offset: true }),
  sessions: z.array(z.object({ hash: z.string(), expiresAt: z.iso.datetime({ offset: true }) })),
});
export type RevokedSessionsAnswer = z.infer<typeof revokedSessionsSchema>;
