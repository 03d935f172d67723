import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpStatus,
  Param,
  Post,
  Res,
} from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  bookingSchema,
  calendarFileSchema,
  createBookingResponseSchema,
  createBookingSchema,
  idParamsSchema,
  idempotencyKeySchema,
  type Booking,
  type CreateBooking,
  type CreateBookingResponse,
  type IdParams,
  pdfFileSchema,
} from '@elite/contracts';
import {
  ApiBookingAccess,
  ApiRoute,
  BookingCallerOf,
  CurrentUser,
  Public,
  type SessionUser,
} from '@elite/nest-kit';
import type { BookingViewer } from './booking-rules';
import { BookingsService } from './bookings.service';

const ACCESS_ERRORS = {
  [HttpStatus.BAD_REQUEST]: 'The id is not a positive whole number',
  [HttpStatus.NOT_FOUND]: 'Unknown, or not yours to see',
};

@ApiTags('bookings')
@Public()
@Controller('api/bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @ApiRoute({
    summary: 'Reserve a ride',
    description:
      'Anyone may book; a signed-in caller owns the booking. The answer carries an accessToken, shown once, that lets its holder see the booking. ' +
      'A repeat of an Idempotency-Key answers the same booking without it (it is stored nowhere), with a notice: the booking e-mail holds the link.',
    body: createBookingSchema,
    response: createBookingResponseSchema,
    status: HttpStatus.CREATED,
    errors: {
      [HttpStatus.BAD_REQUEST]:
        'Invalid field, a past date or time, a date past the booking horizon, a time the clocks skip, unknown service type or vehicle, malformed Idempotency-Key',
      [HttpStatus.UNPROCESSABLE_ENTITY]: 'The Idempotency-Key was used with another body',
    },
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'One per submission (e.g. a UUID), kept per caller (the signed-in user, else anyone anonymous): a retry with the same key and body gets the first booking, without its token, never a second booking',
  })
  async create(
    @Body() body: CreateBooking,
    @CurrentUser() user: SessionUser | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) keyHeader: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreateBookingResponse> {
    const key = idempotencyKeySchema.optional().safeParse(keyHeader);
    if (!key.success) throw new BadRequestException(key.error.issues[0]!.message);
    const { replayed, ...created } = await this.bookings.create(body, user, new Date(), key.data);
    if (replayed) res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    return created;
  }

  @Get(':id')
  @ApiBookingAccess()
  @ApiRoute({
    summary: 'One booking',
    description:
      "Answers an admin, the booking's owner, or a caller presenting its access token; anyone else gets 404. " +
      'Carries pickupAt and cancellableUntil for the ride page.',
    params: idParamsSchema,
    response: bookingSchema,
    errors: ACCESS_ERRORS,
  })
  findOne(@Param() { id }: IdParams, @BookingCallerOf() viewer: BookingViewer): Promise<Booking> {
    return this.bookings.findVisible(id, viewer);
  }

  @Post(':id/cancel')
  @ApiBookingAccess()
  @ApiRoute({
    summary: 'Cancel a ride',
    description:
      'Under the access rule of GET /api/bookings/{id}, until CANCELLATION_CUTOFF before pickup; frees the van and ' +
      'publishes booking.status-changed. Answers the cancelled booking.',
    params: idParamsSchema,
    response: bookingSchema,
    errors: {
      ...ACCESS_ERRORS,
      [HttpStatus.CONFLICT]:
        'Inside the cutoff (the message says whom to call), or already cancelled or completed',
    },
  })
  cancel(@Param() { id }: IdParams, @BookingCallerOf() viewer: BookingViewer): Promise<Booking> {
    return this.bookings.cancel(id, viewer);
  }

  @Post(':id/accept-price')
  @ApiBookingAccess()
  @ApiRoute({
    summary: 'Accept the price staff set',
    description:
      'Under the access rule of GET /api/bookings/{id}: the customer agrees to the quote e-mailed to them, after ' +
      'which staff may confirm the ride. Answers the booking.',
    params: idParamsSchema,
    response: bookingSchema,
    errors: { ...ACCESS_ERRORS, [HttpStatus.CONFLICT]: 'No price is waiting for an answer' },
  })
  acceptPrice(@Param() { id }: IdParams, @BookingCallerOf() viewer: BookingViewer): Promise<Booking> {
    return this.bookings.acceptPrice(id, viewer);
  }

  @Get(':id/calendar.ics')
  @ApiBookingAccess()
  @ApiRoute({
    summary: 'The ride as an iCalendar file',
    description:
      "The pickup in the company's time zone, with its VTIMEZONE; a cancelled ride's file cancels the event.",
    params: idParamsSchema,
    response: calendarFileSchema,
    produces: 'text/calendar',
    errors: ACCESS_ERRORS,
  })
  async calendar(
    @Param() { id }: IdParams,
    @BookingCallerOf() viewer: BookingViewer,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const file = await this.bookings.calendar(id, viewer);
    res.type('text/calendar; charset=utf-8');
    res.attachment(file.filename);
    return file.body;
  }

  @Get(':id/receipt.pdf')
  @ApiBookingAccess()
  @ApiRoute({
    summary: "A completed ride's receipt (PDF)",
    description:
      'Under the access rule of GET /api/bookings/{id} (as the calendar file): its receipt number, given once when ' +
      'the ride was completed, the ride, the price lines and total as stored, and how it was paid.',
    params: idParamsSchema,
    response: pdfFileSchema,
    produces: 'application/pdf',
    errors: { ...ACCESS_ERRORS, [HttpStatus.CONFLICT]: 'The ride is not completed yet' },
  })
  async receipt(
    @Param() { id }: IdParams,
    @BookingCallerOf() viewer: BookingViewer,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.bookings.receipt(id, viewer);
    res.type('application/pdf');
    res.attachment(file.filename);
    res.send(file.body);
  }
}
