import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  deliveriesQuerySchema,
  notificationDeliveriesResponseSchema,
  type DeliveriesQuery,
  type NotificationDelivery,
} from '@elite/contracts';
import { Authenticated, ZodValidationPipe } from '@elite/nest-kit';
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
  @ApiOperation({
    summary: 'The e-mails sent or being sent, newest first',
    description: 'Each with its status (queued, sent, failed), attempts and last error.',
  })
  @ApiOkResponse({ standardSchema: notificationDeliveriesResponseSchema })
  @ApiBadRequestResponse({ standardSchema: apiErrorSchema })
  list(
    @Query({ schema: deliveriesQuerySchema, pipes: [new ZodValidationPipe(deliveriesQuerySchema)] })
    query: DeliveriesQuery,
  ): Promise<NotificationDelivery[]> {
    return this.deliveries.list(query);
  }
}
