import {
  Body,
  Controller,
  Get,
  HttpStatus,
  Logger,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { ApiCookieAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  adminBookingsFilterSchema,
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminCalendarQuerySchema,
  adminCalendarSchema,
  adminListQuerySchema,
  apiErrorSchema,
  assignChauffeurSchema,
  bookingSchema,
  bookingStatsSchema,
  contactMessagesResponseSchema,
  csvFileSchema,
  flightDelaySchema,
  idParamsSchema,
  pdfFileSchema,
  recordPaymentSchema,
  rescheduleBookingSchema,
  rideEventsSchema,
  setBookingPriceSchema,
  statementQuerySchema,
  updateBookingStatusSchema,
  type AdminBookingsFilter,
  type AdminBookingsPage,
  type AdminBookingsQuery,
  type AssignChauffeur,
  type AdminCalendar,
  type AdminCalendarQuery,
  type Booking,
  type BookingStats,
  type ContactMessage,
  type FlightDelay,
  type IdParams,
  type RecordPayment,
  type RescheduleBooking,
  type RideEvent,
  type SetBookingPrice,
  type StatementQuery,
  type UpdateBookingStatus,
} from '@elite/contracts';
import { ApiRoute, Authenticated, CurrentUser, type SessionUser } from '@elite/nest-kit';
import { AdminService, type PageQuery } from './admin.service';
import { BOOKINGS_CSV_FILENAME, bookingRows, bookingsCsv } from './bookings-csv';

// Messages have no booking status to filter on; they page the same way.
const pageQuerySchema = adminListQuerySchema.omit({ status: true });

/** A change of one booking: its id in the path, the booking as it now stands in the answer. */
const BOOKING_CHANGE = { params: idParamsSchema, response: bookingSchema } as const;
const NO_SUCH_BOOKING = { [HttpStatus.NOT_FOUND]: 'No such booking' };

@ApiTags('admin')
@ApiCookieAuth()
@Authenticated({ admin: true })
@ApiUnauthorizedResponse({ standardSchema: apiErrorSchema, description: 'Not signed in' })
@ApiForbiddenResponse({ standardSchema: apiErrorSchema, description: 'Signed in, but not an admin' })
@Controller('api/admin')
export class AdminController {
  private readonly logger = new Logger(AdminController.name);

  constructor(private readonly admin: AdminService) {}

  @Get('bookings')
  @ApiRoute({
    summary: 'Bookings, filtered and sorted, a page at a time (newest booked first by default)',
    description:
      '`q` is looked for in the name, e-mail, phone (its digits, however written), pick-up, drop-off and id; `from` and `to` are ride days, inclusive.',
    query: adminBookingsQuerySchema,
    response: adminBookingsPageSchema,
  })
  listBookings(@Query() query: AdminBookingsQuery): Promise<AdminBookingsPage> {
    return this.admin.listBookings(query);
  }

  // Declared before any `bookings/:id…` route, like 'stats'.
  @Get('bookings/export.csv')
  @ApiRoute({
    summary: 'The bookings of a filter as CSV, streamed',
    description:
      'The same filter and order as the list, every booking it keeps. A cell that a spreadsheet would read as a formula (=, +, -, @, tab, return) starts with an apostrophe.',
    query: adminBookingsFilterSchema,
    response: csvFileSchema,
    produces: 'text/csv',
  })
  exportBookings(@Query() filter: AdminBookingsFilter, @Res() res: Response): void {
    res.type('text/csv; charset=utf-8');
    res.attachment(BOOKINGS_CSV_FILENAME);
    pipeline(Readable.from(bookingRows(this.admin.everyBooking(filter))), bookingsCsv(), res).catch(
      (error: unknown) =>
        // Headers are gone by then: the download ends short, and the log says why.
        this.logger.error({ err: error }, 'The bookings export stopped before its end'),
    );
  }

  // Declared before any `bookings/:id…` route so 'stats' is never read as an id.
  @Get('bookings/stats')
  @ApiRoute({ summary: 'Counts for the dashboard cards', response: bookingStatsSchema })
  stats(): Promise<BookingStats> {
    return this.admin.stats();
  }

  @Get('calendar')
  @ApiRoute({
    summary: "The van's calendar: the rides whose hold meets a range of days",
    description:
      'Pending, confirmed and completed rides whose hold (pickup to pickup plus hold) meets the days `from`–`to` ' +
      '(inclusive, in the business time zone, at most 42), by hold start; a pending request lists in ' +
      '`clashesWith` the confirmed rides its hold overlaps.',
    query: adminCalendarQuerySchema,
    response: adminCalendarSchema,
    errors: {
      [HttpStatus.BAD_REQUEST]: 'A day that is not yyyy-MM-dd, `to` before `from`, or more than 42 days',
    },
  })
  calendar(@Query() query: AdminCalendarQuery): Promise<AdminCalendar> {
    return this.admin.calendar(query);
  }

  @Patch('bookings/:id/status')
  @ApiRoute({
    summary: 'Change the status of a booking',
    description:
      "pending → confirmed → completed, pending or confirmed → cancelled, with an optional reason kept in the ride's history; publishes booking.status-changed.",
    ...BOOKING_CHANGE,
    body: updateBookingStatusSchema,
    errors: { ...NO_SUCH_BOOKING, [HttpStatus.CONFLICT]: 'The transition is not allowed' },
  })
  changeStatus(
    @Param() { id }: IdParams,
    @Body() body: UpdateBookingStatus,
    @CurrentUser() staff: SessionUser,
  ): Promise<Booking> {
    return this.admin.changeStatus(id, body, staff);
  }

  @Patch('bookings/:id/schedule')
  @ApiRoute({
    summary: 'Move a pending or confirmed ride to another date and time',
    description:
      "Checked like a new booking (the pickup in the future, the van free then), with an optional reason kept in the ride's history; publishes booking.rescheduled with the ride as it is now.",
    ...BOOKING_CHANGE,
    body: rescheduleBookingSchema,
    errors: {
      ...NO_SUCH_BOOKING,
      [HttpStatus.BAD_REQUEST]:
        'An invalid or past date or time, a date past the booking horizon, or a time the clocks skip',
      [HttpStatus.CONFLICT]:
        'The van is taken then (the message names the next free times), or the ride is closed',
    },
  })
  reschedule(
    @Param() { id }: IdParams,
    @Body() body: RescheduleBooking,
    @CurrentUser() staff: SessionUser,
  ): Promise<Booking> {
    return this.admin.reschedule(id, body, staff);
  }

  @Get('bookings/:id/events')
  @ApiRoute({
    summary: "A ride's history, oldest first",
    description:
      'Every change since it was booked (append-only): when, who (the name the session carried, else Staff #id; ' +
      'Customer; System), what kind, from what to what, and why when a reason was given.',
    params: idParamsSchema,
    response: rideEventsSchema,
    errors: NO_SUCH_BOOKING,
  })
  rideEvents(@Param() { id }: IdParams): Promise<RideEvent[]> {
    return this.admin.rideEvents(id);
  }

  @Post('bookings/:id/flight-delay')
  @ApiRoute({
    summary: "An airport pick-up's flight lands later (or earlier)",
    description:
      'Moves the ride to the new landing (its day unless given, and time) plus the free waiting it was booked with, ' +
      'by the rules of PATCH /api/admin/bookings/{id}/schedule, and stores the landing; publishes booking.rescheduled.',
    ...BOOKING_CHANGE,
    body: flightDelaySchema,
    errors: {
      ...NO_SUCH_BOOKING,
      [HttpStatus.BAD_REQUEST]:
        'A ride without a flight and a landing time, or an invalid landing, or a pick-up it sets in the past or past the horizon',
      [HttpStatus.CONFLICT]: 'The van is taken then, or the ride is closed',
    },
  })
  flightDelayed(
    @Param() { id }: IdParams,
    @Body() body: FlightDelay,
    @CurrentUser() staff: SessionUser,
  ): Promise<Booking> {
    return this.admin.flightDelayed(id, body, staff);
  }

  @Put('bookings/:id/price')
  @ApiRoute({
    summary: "Set a pending ride's price",
    description:
      'For a ride priced on request, or to change an instant price before confirming: the lines (dollars with two ' +
      'decimals) and why, kept with who set it. The price stands offered until the customer accepts it on the ' +
      "ride's page (a ride is confirmed only at an agreed price); publishes booking.price-offered, which e-mails the quote.",
    ...BOOKING_CHANGE,
    body: setBookingPriceSchema,
    errors: {
      ...NO_SUCH_BOOKING,
      [HttpStatus.BAD_REQUEST]:
        'No lines, a line without a label or with an amount that is not dollars, or no reason',
      [HttpStatus.CONFLICT]: 'The ride is no longer pending',
    },
  })
  setPrice(
    @Param() { id }: IdParams,
    @Body() body: SetBookingPrice,
    @CurrentUser() staff: SessionUser,
  ): Promise<Booking> {
    return this.admin.setPrice(id, body, staff);
  }

  @Put('bookings/:id/chauffeur')
  @ApiRoute({
    summary: 'Assign a chauffeur to a pending or confirmed ride, or none',
    description:
      "His name and phone are kept with the ride: the confirmation gives them, and the ride's page shows them. " +
      'A chauffeur drives one confirmed ride at a time, whichever vehicle.',
    ...BOOKING_CHANGE,
    body: assignChauffeurSchema,
    errors: {
      ...NO_SUCH_BOOKING,
      [HttpStatus.BAD_REQUEST]: 'No chauffeur has this id',
      [HttpStatus.CONFLICT]: 'The ride is closed, or he already drives a confirmed ride then (named)',
    },
  })
  assignChauffeur(
    @Param() { id }: IdParams,
    @Body() body: AssignChauffeur,
    @CurrentUser() staff: SessionUser,
  ): Promise<Booking> {
    return this.admin.assignChauffeur(id, body.chauffeurId, staff);
  }

  @Put('bookings/:id/payment')
  @ApiRoute({
    summary: 'Record how a ride was paid on the day',
    description:
      "For a confirmed or completed ride: cash, card (at the chauffeur's terminal) or PayPal, the amount (dollars " +
      'with two decimals) and when; kept with who recorded it. A later record replaces it on the receipt.',
    ...BOOKING_CHANGE,
    body: recordPaymentSchema,
    errors: {
      ...NO_SUCH_BOOKING,
      [HttpStatus.BAD_REQUEST]:
        'A method other than cash, card or paypal, an amount that is not dollars, or a time that is missing or in the future',
      [HttpStatus.CONFLICT]: 'The ride is pending or cancelled',
    },
  })
  recordPayment(
    @Param() { id }: IdParams,
    @Body() body: RecordPayment,
    @CurrentUser() staff: SessionUser,
  ): Promise<Booking> {
    return this.admin.recordPayment(id, body, staff);
  }

  @Get('statement.pdf')
  @ApiRoute({
    summary: "A month's Corporate Account statement of one e-mail address (PDF)",
    description:
      'The completed rides booked on Corporate Account with that e-mail, whose pickup falls in the month, each with its stored total, and their sum.',
    query: statementQuerySchema,
    response: pdfFileSchema,
    produces: 'application/pdf',
    errors: { [HttpStatus.BAD_REQUEST]: 'The month is not yyyy-mm, or the e-mail address is not valid' },
  })
  async statement(@Query() { month, email }: StatementQuery, @Res() res: Response): Promise<void> {
    const file = await this.admin.statement(month, email);
    res.type('application/pdf');
    res.attachment(file.filename);
    res.send(file.body);
  }

  @Get('contact-messages')
  @ApiRoute({
    summary: 'Contact messages, newest first',
    query: pageQuerySchema,
    response: contactMessagesResponseSchema,
  })
  listContactMessages(@Query() query: PageQuery): Promise<ContactMessage[]> {
    return this.admin.listContactMessages(query);
  }
}
