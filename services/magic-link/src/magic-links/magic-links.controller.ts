import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createMagicLinkSchema,
  type CreateMagicLinkResponse,
  type ValidateMagicLinkResponse,
  type CreateMagicLink,
} from '@elite/contracts';
import { Authenticated, Public, ZodValidationPipe } from '@elite/nest-kit';
import { MagicLinksService } from './magic-links.service';

@ApiTags('magic-links')
@Controller('api/magic-links')
export class MagicLinksController {
  constructor(private readonly links: MagicLinksService) {}

  @Authenticated({ admin: true })
  @Post('create')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Create a one-time magic link (staff)',
    description:
      "Points at the e-mail's latest booking, if any. With send: true it is also e-mailed to the customer (magic-link.created, through the outbox); the answer's sent says so.",
  })
  create(
    @Body(new ZodValidationPipe(createMagicLinkSchema)) body: CreateMagicLink,
  ): Promise<CreateMagicLinkResponse> {
    return this.links.create(body.email, body.send);
  }

  @Public()
  @Get('validate/:token')
  @ApiOperation({
    summary: 'Validate a magic link',
    description:
      'The e-mail and the previous booking to re-book from; opening the link does not spend it, the booking made with it does. 404 unknown, 410 used or expired.',
  })
  validate(@Param('token') token: string): Promise<ValidateMagicLinkResponse> {
    return this.links.validate(token);
  }
}
