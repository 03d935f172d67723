import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SESSION_COOKIE,
  loginSchema,
  registerSchema,
  type AuthResponse,
  type MeResponse,
  type Login,
  type Registration,
} from '@elite/contracts';
import {
  CurrentUser,
  KIT_CONFIG,
  Public,
  ZodValidationPipe,
  type BaseServiceConfig,
  type SessionUser,
} from '@elite/nest-kit';
import type { CookieOptions, Request, Response } from 'express';
import { UsersService } from '../users/users.service';
import { TooManyAttemptsException } from './login-throttle';
import { SessionSigner } from './session-signer';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly users: UsersService,
    private readonly signer: SessionSigner,
    @Inject(KIT_CONFIG) config: BaseServiceConfig,
  ) {
    this.secureCookies = config.PUBLIC_URL.startsWith('https:');
  }

  @Public()
  @Post('register')
  @ApiOperation({
    summary: 'Create a client account',
    description: 'Always a client, whatever the body says. 409 when the e-mail or username is taken.',
  })
  async register(@Body(new ZodValidationPipe(registerSchema)) body: Registration): Promise<AuthResponse> {
    return { user: await this.users.register(body) };
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in',
    description:
      'Sets the session cookie. 401 "Invalid email or password"; 429 with Retry-After after repeated failures.',
  })
  async login(
    @Body(new ZodValidationPipe(loginSchema)) body: Login,
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

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out', description: 'Clears the session cookie.' })
  logout(@Res({ passthrough: true }) response: Response): void {
    response.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  @Public()
  @Get('me')
  @ApiOperation({
    summary: 'The signed-in user',
    description:
      '`{ user }`, or `{ user: null }` when nobody is signed in (or the account no longer exists): never an error, so a page load logs none.',
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
