import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserRole } from '@elite/contracts';
import type { SessionUser } from './session-user';

export const AUTH_METADATA = 'elite:auth';

export type AuthRequirement =
  { mode: 'public' } | { mode: 'authenticated'; admin?: boolean; roles?: readonly UserRole[] };

/** Anyone may call this route; a valid session, if sent, is still read. */
export const Public = () => SetMetadata(AUTH_METADATA, { mode: 'public' } satisfies AuthRequirement);

/** Only a signed-in caller (401 otherwise); `admin` or `roles` narrow it further (403). */
export const Authenticated = (options: { admin?: boolean; roles?: readonly UserRole[] } = {}) =>
  SetMetadata(AUTH_METADATA, { mode: 'authenticated', ...options } satisfies AuthRequirement);

/** The signed-in user, or undefined on a public route called anonymously. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined =>
    context.switchToHttp().getRequest<{ user?: SessionUser }>().user,
);
