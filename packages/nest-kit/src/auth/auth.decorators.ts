import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { BOOKING_TOKEN_HEADER, presentedBookingToken, type UserRole } from '@elite/contracts';
import type { Request } from 'express';
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

/** Who asks for a booking's things: the signed-in user, if any, and the booking's token, if presented. */
export interface BookingCaller {
  user?: SessionUser;
  token?: string;
}

/**
 * The caller of a route that a booking's token opens (`ApiBookingAccess`): the session's user and the
 * token from the query (`?token=`, a link's) or the `x-booking-token` header, as contracts read it.
 */
export const BookingCallerOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext): BookingCaller => {
    const request = context.switchToHttp().getRequest<Request & { user?: SessionUser }>();
    return {
      user: request.user,
      token: presentedBookingToken(request.query.token, request.headers[BOOKING_TOKEN_HEADER]),
    };
  },
);
