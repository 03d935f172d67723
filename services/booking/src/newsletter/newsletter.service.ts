import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NewsletterSubscription } from '@elite/contracts';
import type { Repository } from 'typeorm';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

export interface SubscribeResult {
  subscription: NewsletterSubscription;
  /** False when the address was already on the list. */
  created: boolean;
}

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscriptionEntity)
    private readonly subscriptions: Repository<NewsletterSubscriptionEntity>,
  ) {}

  /** Adds an address once; concurrent or repeated sign-ups meet the unique index and change nothing. */
  async subscribe(email: string): Promise<SubscribeResult> {
    const result = await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ email })
      .orIgnore()
      .execute();
    const inserted = result.generatedMaps[0] as Partial<NewsletterSubscriptionEntity> | undefined;
    if (result.raw.length > 0 && inserted?.subscribedAt) {
      return { subscription: { email, subscribedAt: inserted.subscribedAt.toISOString() }, created: true };
    }
    const existing = await this.subscriptions.findOneByOrFail({ email });
    return { subscription: { email, subscribedAt: existing.subscribedAt.toISOString() }, created: false };
  }
}
