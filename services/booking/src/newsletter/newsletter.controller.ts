import { Body, Controller, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  newsletterSubscribeSchema,
  newsletterSubscriptionSchema,
  type NewsletterSubscribe,
  type NewsletterSubscription,
} from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import type { Response } from 'express';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Public()
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @ApiRoute({
    summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
    description: '201 when newly subscribed, 200 when it already was.',
    body: newsletterSubscribeSchema,
    response: newsletterSubscriptionSchema,
    status: HttpStatus.CREATED,
  })
  @ApiOkResponse({ standardSchema: newsletterSubscriptionSchema, description: 'Was already subscribed' })
  async subscribe(
    @Body() body: NewsletterSubscribe,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NewsletterSubscription> {
    const { subscription, created } = await this.newsletter.subscribe(body.email);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return subscription;
  }
}
