import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  createMagicLinkResponseSchema,
  createMagicLinkSchema,
  magicLinkTokenParamsSchema,
  validateMagicLinkResponseSchema,
  type CreateMagicLink,
  type CreateMagicLinkResponse,
  type MagicLinkTokenParams,
  type ValidateMagicLinkResponse,
} from '@elite/contracts';
import { ApiRoute, Authenticated, Public } from '@elite/nest-kit';
import { MagicLinksService } from './magic-links.service';

@ApiTags('magic-links')
@Controller('api/magic-links')
export class MagicLinksController {
  constructor(private readonly links: MagicLinksService) {}

  @Authenticated({ admin: true })
  @Post('create')
  @ApiCookieAuth()
  @ApiRoute({
    summary: 'Create a one-time magic link (staff)',
    description:
      "Points at the e-mail's latest booking, if any. With send: true it is also e-mailed to the customer (magic-link.created, through the outbox); the answer's sent says so.",
    body: createMagicLinkSchema,
    response: createMagicLinkResponseSchema,
    status: HttpStatus.CREATED,
    errors: {
      [HttpStatus.UNAUTHORIZED]: 'Not signed in',
      [HttpStatus.FORBIDDEN]: 'Signed in, but not an admin',
    },
  })
  create(@Body() body: CreateMagicLink): Promise<CreateMagicLinkResponse> {
    return this.links.create(body.email, body.send);
  }

  @Public()
  @Get('validate/:token')
  @ApiRoute({
    summary: 'Validate a magic link',
    description:
      'The e-mail and the previous booking to re-book from; opening the link does not spend it, the booking made with it does.',
    params: magicLinkTokenParamsSchema,
    response: validateMagicLinkResponseSchema,
    errors: {
      [HttpStatus.NOT_FOUND]: 'Unknown link',
      [HttpStatus.GONE]: 'Used or expired',
    },
  })
  validate(@Param() { token }: MagicLinkTokenParams): Promise<ValidateMagicLinkResponse> {
    return this.links.validate(token);
  }
}
