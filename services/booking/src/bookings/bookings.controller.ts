import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  BOOKING_TOKEN_HEADER,
  apiErrorSchema,
  bookingSchema,
  createBookingResponseSchema,
  createBookingSchema,
  idParamsSchema,
  presentedBookingToken,
  type Booking,
  type CreateBooking,
  type CreateBookingResponse,
} from '@elite/contracts';
import { CurrentUser, Public, ZodValidationPipe, type SessionUser } from '@elite/nest-kit';
import { BookingsService } from './bookings.service';

@ApiTags('bookings')
@Public()
@Controller('api/bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Reserve a ride',
    description:
      'Anyone may book; a signed-in caller owns the booking. The answer carries an accessToken, shown once, that lets its holder see the booking.',
  })
  @ApiCreatedResponse({ standardSchema: createBookingResponseSchema })
  @ApiBadRequestResponse({
    standardSchema: apiErrorSchema,
    description: 'Invalid field, past date, unknown service type or vehicle',
  })
  create(
    @Body({ schema: createBookingSchema, pipes: [new ZodValidationPipe(createBookingSchema)] })
    body: CreateBooking,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<CreateBookingResponse> {
    return this.bookings.create(body, user);
  }

  @Get(':id')
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'One booking',
    description:
      "Answers an admin, the booking's owner, or a caller presenting its access token; anyone else gets 404.",
  })
  @ApiQuery({
    name: 'token',
    required: false,
    description: 'The accessToken returned when the booking was made',
  })
  @ApiHeader({ name: BOOKING_TOKEN_HEADER, required: false, description: 'The accessToken, as a header' })
  @ApiOkResponse({ standardSchema: bookingSchema })
  @ApiBadRequestResponse({
    standardSchema: apiErrorSchema,
    description: 'The id is not a positive whole number',
  })
  @ApiNotFoundResponse({ standardSchema: apiErrorSchema, description: 'Unknown, or not yours to see' })
  findOne(
    @Param({ schema: idParamsSchema, pipes: [new ZodValidationPipe(idParamsSchema)] }) { id }: { id: number },
    @Query('token') queryToken: unknown,
    @Headers(BOOKING_TOKEN_HEADER) headerToken: string | undefined,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<Booking> {
    return this.bookings.findVisible(id, { user, token: presentedBookingToken(queryToken, headerToken) });
  }
}
