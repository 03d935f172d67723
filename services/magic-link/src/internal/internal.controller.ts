import { Body, Controller, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  consumeMagicLinkResponseSchema,
  consumeMagicLinkSchema,
  releaseMagicLinkResponseSchema,
  releaseMagicLinkSchema,
  type ConsumeMagicLink,
  type ConsumeMagicLinkResponse,
  type ReleaseMagicLink,
  type ReleaseMagicLinkResponse,
} from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import { MagicLinksService } from '../magic-links/magic-links.service';

/**
 * For booking, on the private network: a booking made with a link spends it. The gateway never
 * forwards /internal/*, so these are public in the auth sense and left out of the public API document.
 */
@ApiExcludeController()
@Public()
@Controller('internal/magic-links')
export class InternalController {
  constructor(private readonly links: MagicLinksService) {}

  @Post('consume')
  @ApiRoute({
    summary: 'Spend the link for this booking',
    description: '200 spent for this booking, 404 unknown, 410 used by another booking or expired.',
    body: consumeMagicLinkSchema,
    response: consumeMagicLinkResponseSchema,
  })
  consume(@Body() body: ConsumeMagicLink): Promise<ConsumeMagicLinkResponse> {
    return this.links.consume(body.token, body.bookingId);
  }

  @Post('release')
  @ApiRoute({
    summary: "The booking's transaction rolled back: give the link back if that booking spent it",
    body: releaseMagicLinkSchema,
    response: releaseMagicLinkResponseSchema,
  })
  release(@Body() body: ReleaseMagicLink): Promise<ReleaseMagicLinkResponse> {
    return this.links.release(body.token, body.bookingId);
  }
}
