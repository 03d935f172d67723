import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createMagicLinkSchema,
  type CreateMagicLinkResponse,
  type ValidateMagicLinkResponse,
} from '@elite/contracts';
import { Authenticated, Public, ZodValidationPipe } from '@elite/nest-kit';
import type { z } from 'zod';
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
    description: "Points at the e-mail's latest booking, if any.",
  })
  create(
    @Body(new ZodValidationPipe(createMagicLinkSchema)) body: z.output<typeof createMagicLinkSchema>,
  ): Promise<CreateMagicLinkResponse> {
    return this.links.create(body.email);
  }

  @Public()
  @Get('validate/:token')
  @ApiOperation({
    summary: 'Validate and spend a magic link',
    description:
      'The one GET that changes state (docs/product.md §7); the unguessable token is the authority. 404 unknown, 410 used or expired.',
  })
  validate(@Param('token') token: string): Promise<ValidateMagicLinkResponse> {
    return this.links.validate(token);
  }
}
