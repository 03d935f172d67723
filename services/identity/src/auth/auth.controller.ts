import { Body, Controller, Get, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  SESSION_COOKIE,
  authResponseSchema,
  loginSchema,
  meResponseSchema,
  registerSchema,
  type AuthResponse,
  type Login,
  type MeResponse,
  type Registration,
} from '@elite/contracts';
import {
  ApiRoute,
  CurrentUser,
  KIT_CONFIG,
  Public,
  sessionToken,
  type BaseServiceConfig,
  type SessionUser,
} from '@elite/nest-kit';
import type { CookieOptions, Request, Response } from 'express';
import { RevokedSessionsService } from '../sessions/revoked-sessions.service';
import { UsersService } from '../users/users.service';
import { TooManyAttemptsException } from './login-throttle';
import { SessionSigner } from './session-signer';

/** Public routes: each answers whoever calls, signed in or not. */
@ApiTags('auth')
@Public()
@Controller('api/auth')
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly users: UsersService,
    private readonly signer: SessionSigner,
    private readonly revokedSessions: RevokedSessionsService,
    @Inject(KIT_CONFIG) config: BaseServiceConfig,
  ) {
    this.secureCookies = config.PUBLIC_URL.startsWith('https:');
  }

  @Post('register')
  @ApiRoute({
    summary: 'Create a client account',
    description: 'Always a client, whatever the body says.',
    body: registerSchema,
    response: authResponseSchema,
    status: HttpStatus.CREATED,
    errors: { [HttpStatus.CONFLICT]: 'The e-mail or username is taken' },
  })
  async register(@Body() body: Registration): Promise<AuthResponse> {
    return { user: await this.users.register(body) };
  }

  @Post('login')
  @ApiRoute({
    summary: 'Sign in',
    description: 'Sets the session cookie.',
    body: loginSchema,
    response: authResponseSchema,
    errors: {
      [HttpStatus.UNAUTHORIZED]: 'Invalid email or password',
      [HttpStatus.TOO_MANY_REQUESTS]: 'Too many failed attempts: Retry-After says when to try again',
    },
  })
  async login(
    @Body() body: Login,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponse> {
    try {
      const user = await this.users.login(body.email, body.password, request.ip ?? 'unknown');
      response.cookie(
        SESSION_COOKIE,
        await this.signer.sign(user),
        this.cookieOptions(this.signer.ttlSeconds * 1000),
      );
      return { user };
    } catch (error) {
      if (error instanceof TooManyAttemptsException)
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Post('logout')
  @ApiRoute({
    summary: 'Sign out',
    description:
      'Clears the session cookie and signs the session out for good: the token it carried (cookie or Bearer) is refused from then on, until it would have expired.',
    response: null,
    status: HttpStatus.NO_CONTENT,
  })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.revokedSessions.revoke(sessionToken(request));
    response.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  @Get('me')
  @ApiCookieAuth()
  @ApiRoute({
    summary: 'The signed-in user',
    description:
      '`{ user }`, or `{ user: null }` when nobody is signed in (or the account no longer exists): never an error, so a page load logs none.',
    response: meResponseSchema,
  })
  async me(@CurrentUser() session: SessionUser | undefined): Promise<MeResponse> {
    const user = session ? await this.users.findById(session.id) : null;
    return { user: user ?? null };
  }

  private cookieOptions(maxAge?: number): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: '/',
      ...(maxAge ? { maxAge } : {}),
    };
  }
}
