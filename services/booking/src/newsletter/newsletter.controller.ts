import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionSchema,
  type NewsletterSubscription,
  type NewsletterSubscribe,
} from '@elite/contracts';
import { Public, ZodValidationPipe } from '@elite/nest-kit';
import type { Response } from 'express';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Public()
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @ApiOperation({ summary: 'Subscribe an e-mail address to the newsletter (idempotent)' })
  @ApiCreatedResponse({ standardSchema: newsletterSubscriptionSchema, description: 'Newly subscribed' })
  @ApiOkResponse({ standardSchema: newsletterSubscriptionSchema, description: 'Was already subscribed' })
  @ApiBadRequestResponse({ standardSchema: apiErrorSchema })
  async subscribe(
    @Body({ schema: newsletterSubscribeSchema, pipes: [new ZodValidationPipe(newsletterSubscribeSchema)] })
    body: NewsletterSubscribe,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NewsletterSubscription> {
    const { subscription, created } = await this.newsletter.subscribe(body.email);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return subscription;
  }
}
