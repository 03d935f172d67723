import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  apiErrorSchema,
  deliveriesQuerySchema,
  notificationDeliveriesResponseSchema,
  type DeliveriesQuery,
  type NotificationDelivery,
} from '@elite/contracts';
import { ApiRoute, Authenticated } from '@elite/nest-kit';
import { DeliveriesService } from './deliveries.service';

@ApiTags('notifications')
@ApiCookieAuth()
@Authenticated({ admin: true })
@ApiUnauthorizedResponse({ standardSchema: apiErrorSchema, description: 'Not signed in' })
@ApiForbiddenResponse({ standardSchema: apiErrorSchema, description: 'Signed in, but not an admin' })
@Controller('api/notifications')
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @Get('deliveries')
  @ApiRoute({
    summary: 'The e-mails sent or being sent, newest first',
    description:
      "Each with its status (queued, sent, failed, or skipped with the reason), attempts and last error; `bookingId` keeps one ride's e-mails only.",
    query: deliveriesQuerySchema,
    response: notificationDeliveriesResponseSchema,
  })
  list(@Query() query: DeliveriesQuery): Promise<NotificationDelivery[]> {
    return this.deliveries.list(query);
  }
}
