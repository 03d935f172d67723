import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
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
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  BOOKING_TOKEN_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  apiErrorSchema,
  bookingSchema,
  createBookingResponseSchema,
  createBookingSchema,
  idParamsSchema,
  idempotencyKeySchema,
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
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'One per submission (e.g. a UUID): a retry with the same key and body gets the first answer, never a second booking',
  })
  @ApiCreatedResponse({ standardSchema: createBookingResponseSchema })
  @ApiBadRequestResponse({
    standardSchema: apiErrorSchema,
    description: 'Invalid field, past date, unknown service type or vehicle, malformed Idempotency-Key',
  })
  @ApiUnprocessableEntityResponse({
    standardSchema: apiErrorSchema,
    description: 'The Idempotency-Key was used with another body',
  })
  async create(
    @Body({ schema: createBookingSchema, pipes: [new ZodValidationPipe(createBookingSchema)] })
    body: CreateBooking,
    @CurrentUser() user: SessionUser | undefined,
    @Headers(IDEMPOTENCY_KEY_HEADER) keyHeader: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreateBookingResponse> {
    let key: string | undefined;
    if (keyHeader !== undefined) {
      const parsed = idempotencyKeySchema.safeParse(keyHeader);
      if (!parsed.success) throw new BadRequestException(parsed.error.issues[0]!.message);
      key = parsed.data;
    }
    const { replayed, ...created } = await this.bookings.create(body, user, new Date(), key);
    if (replayed) res.setHeader(IDEMPOTENT_REPLAY_HEADER, 'true');
    return created;
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
