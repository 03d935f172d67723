import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  adminListQuerySchema,
  apiErrorSchema,
  bookingSchema,
  bookingStatsSchema,
  bookingsResponseSchema,
  contactMessagesResponseSchema,
  idParamsSchema,
  rescheduleBookingSchema,
  updateBookingStatusSchema,
  type AdminListQuery,
  type Booking,
  type BookingStats,
  type ContactMessage,
  type RescheduleBooking,
  type UpdateBookingStatus,
} from '@elite/contracts';
import { Authenticated, ZodValidationPipe } from '@elite/nest-kit';
import { AdminService, type PageQuery } from './admin.service';

// Messages have no booking status to filter on; they page the same way.
// eslint-disable-next-line no-useless-assignment -- read by a parameter decorator, which the rule does not see
const pageQuerySchema = adminListQuerySchema.omit({ status: true });

@ApiTags('admin')
@ApiCookieAuth()
@Authenticated({ admin: true })
@ApiUnauthorizedResponse({ standardSchema: apiErrorSchema, description: 'Not signed in' })
@ApiForbiddenResponse({ standardSchema: apiErrorSchema, description: 'Signed in, but not an admin' })
@Controller('api/admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('bookings')
  @ApiOperation({ summary: 'Bookings, newest first, optionally of one status' })
  @ApiOkResponse({ standardSchema: bookingsResponseSchema })
  @ApiBadRequestResponse({ standardSchema: apiErrorSchema })
  listBookings(
    @Query({ schema: adminListQuerySchema, pipes: [new ZodValidationPipe(adminListQuerySchema)] })
    query: AdminListQuery,
  ): Promise<Booking[]> {
    return this.admin.listBookings(query);
  }

  // Declared before any `bookings/:id…` route so 'stats' is never read as an id.
  @Get('bookings/stats')
  @ApiOperation({ summary: 'Counts for the dashboard cards' })
  @ApiOkResponse({ standardSchema: bookingStatsSchema })
  stats(): Promise<BookingStats> {
    return this.admin.stats();
  }

  @Patch('bookings/:id/status')
  @ApiOperation({
    summary: 'Change the status of a booking',
    description:
      'pending → confirmed → completed, pending or confirmed → cancelled; publishes booking.status-changed.',
  })
  @ApiOkResponse({ standardSchema: bookingSchema })
  @ApiBadRequestResponse({ standardSchema: apiErrorSchema })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  @ApiConflictResponse({ standardSchema: apiErrorSchema, description: 'The transition is not allowed' })
  changeStatus(
    @Param({ schema: idParamsSchema, pipes: [new ZodValidationPipe(idParamsSchema)] }) { id }: { id: number },
    @Body({ schema: updateBookingStatusSchema, pipes: [new ZodValidationPipe(updateBookingStatusSchema)] })
    body: UpdateBookingStatus,
  ): Promise<Booking> {
    return this.admin.changeStatus(id, body.status);
  }

  @Patch('bookings/:id/schedule')
  @ApiOperation({
    summary: 'Move a pending or confirmed ride to another date and time',
    description:
      'Checked like a new booking (the pickup in the future, the van free then); publishes booking.rescheduled with the ride as it is now.',
  })
  @ApiOkResponse({ standardSchema: bookingSchema })
  @ApiBadRequestResponse({ standardSchema: apiErrorSchema, description: 'Invalid or past date or time' })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema })
  @ApiConflictResponse({
    standardSchema: apiErrorSchema,
    description: 'The van is taken then (the message names the next free times), or the ride is closed',
  })
  reschedule(
    @Param({ schema: idParamsSchema, pipes: [new ZodValidationPipe(idParamsSchema)] }) { id }: { id: number },
    @Body({ schema: rescheduleBookingSchema, pipes: [new ZodValidationPipe(rescheduleBookingSchema)] })
    body: RescheduleBooking,
  ): Promise<Booking> {
    return this.admin.reschedule(id, body);
  }

  @Get('contact-messages')
  @ApiOperation({ summary: 'Contact messages, newest first' })
  @ApiOkResponse({ standardSchema: contactMessagesResponseSchema })
  @ApiBadRequestResponse({ standardSchema: apiErrorSchema })
  listContactMessages(
    @Query({ schema: pageQuerySchema, pipes: [new ZodValidationPipe(pageQuerySchema)] }) query: PageQuery,
  ): Promise<ContactMessage[]> {
    return this.admin.listContactMessages(query);
  }
}
