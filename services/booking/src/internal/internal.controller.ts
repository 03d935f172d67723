import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  bookingAccessCheckSchema,
  idParamsSchema,
  latestBookingQuerySchema,
  type Booking,
  type MagicLinkBooking,
  type BookingAccessCheck,
  type LatestBookingQuery,
} from '@elite/contracts';
import { Public, ZodValidationPipe } from '@elite/nest-kit';
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
  latest(
    @Query({ schema: latestBookingQuerySchema, pipes: [new ZodValidationPipe(latestBookingQuerySchema)] })
    query: LatestBookingQuery,
  ): Promise<MagicLinkBooking> {
    return this.bookings.latestByEmail(query.email);
  }

  /** For tracking: may this person (or this token's holder) see the booking? Tokens travel in the body, never in URLs. */
  @Post(':id/access-check')
  @HttpCode(HttpStatus.OK)
  async accessCheck(
    @Param({ schema: idParamsSchema, pipes: [new ZodValidationPipe(idParamsSchema)] }) { id }: { id: number },
    @Body(new ZodValidationPipe(bookingAccessCheckSchema)) viewer: BookingAccessCheck,
  ): Promise<{ exists: boolean; allowed: boolean }> {
    const user = viewer.user ? { ...viewer.user, email: '', name: '' } : undefined;
    return this.bookings.visibility(id, { user, token: viewer.token });
  }

  @Get(':id')
  findOne(
    @Param({ schema: idParamsSchema, pipes: [new ZodValidationPipe(idParamsSchema)] }) { id }: { id: number },
  ): Promise<Booking> {
    return this.bookings.findById(id);
  }
}
