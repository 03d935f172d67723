import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterController } from './newsletter.controller';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriptionEntity])],
  controllers: [NewsletterController],
  providers: [NewsletterService],
})
export class NewsletterModule {}
