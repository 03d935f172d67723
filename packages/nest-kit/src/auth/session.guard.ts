import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { presentedSessionToken } from '@elite/contracts';
import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import { AUTH_METADATA, type AuthRequirement } from './auth.decorators';
import { SessionVerifier } from './session-verifier';
import type { SessionUser } from './session-user';

/** The one guard: every HTTP route must declare @Public() or @Authenticated(); undeclared routes are refused. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: SessionVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true; // socket gateways authenticate on the handshake
    const requirement = this.reflector.getAllAndOverride<AuthRequirement | undefined>(AUTH_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request & { user?: SessionUser }>();
    request.user = await this.verifier.verify(sessionToken(request));
    if (requirement?.mode === 'public') return true;
    if (!requirement) throw new UnauthorizedException('Please sign in to continue');
    const user = request.user;
    if (!user) throw new UnauthorizedException('Please sign in to continue');
    if (requirement.admin && user.role !== 'admin') throw new ForbiddenException('This is for staff only');
    if (requirement.roles && !requirement.roles.includes(user.role)) {
      throw new ForbiddenException('You are not allowed to do this');
    }
    return true;
  }
}

/** The session token from the cookie, else from an `Authorization: Bearer` header. */
export function sessionToken(request: Pick<Request, 'headers'>): string | undefined {
  const cookieHeader = request.headers.cookie;
  return presentedSessionToken(cookieHeader ? parseCookies(cookieHeader) : {}, request.headers.authorization);
}
