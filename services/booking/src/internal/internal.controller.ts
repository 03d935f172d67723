import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  bookingAccessCheckSchema,
  bookingSchema,
  bookingVisibilitySchema,
  idParamsSchema,
  latestBookingQuerySchema,
  magicLinkBookingSchema,
  type Booking,
  type BookingAccessCheck,
  type BookingVisibility,
  type IdParams,
  type LatestBookingQuery,
  type MagicLinkBooking,
  receiptFileSchema,
  type ReceiptFile,
} from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import { BookingsService } from '../bookings/bookings.service';

/**
 * For other services on the private network (magic-link). The gateway never forwards
 * /internal/*, so these are public in the auth sense and left out of the public API document.
 */
@ApiExcludeController()
@Public()
@Controller('internal/bookings')
export class InternalController {
  constructor(private readonly bookings: BookingsService) {}

  // Declared before ':id' so 'latest' is never read as an id.
  @Get('latest')
  @ApiRoute({
    summary: 'The latest booking made with an e-mail',
    query: latestBookingQuerySchema,
    response: magicLinkBookingSchema,
  })
  latest(@Query() query: LatestBookingQuery): Promise<MagicLinkBooking> {
    return this.bookings.latestByEmail(query.email);
  }

  /** For tracking: may this person (or this token's holder) see the booking? Tokens travel in the body, never in URLs. */
  @Post(':id/access-check')
  @ApiRoute({
    summary: 'May this viewer see the booking?',
    params: idParamsSchema,
    body: bookingAccessCheckSchema,
    response: bookingVisibilitySchema,
  })
  async accessCheck(
    @Param() { id }: IdParams,
    @Body() viewer: BookingAccessCheck,
  ): Promise<BookingVisibility> {
    const user = viewer.user ? { ...viewer.user, email: '', name: '' } : undefined;
    return this.bookings.visibility(id, { user, token: viewer.token });
  }

  /** For notifications: the completed ride's receipt, to attach to the ride-completed e-mail (409 before). */
  @Get(':id/receipt')
  @ApiRoute({ summary: "A completed ride's receipt", params: idParamsSchema, response: receiptFileSchema })
  receipt(@Param() { id }: IdParams): Promise<ReceiptFile> {
    return this.bookings.receiptFile(id);
  }

  @Get(':id')
  @ApiRoute({ summary: 'One booking, whoever asks', params: idParamsSchema, response: bookingSchema })
  findOne(@Param() { id }: IdParams): Promise<Booking> {
    return this.bookings.findById(id);
  }
}
