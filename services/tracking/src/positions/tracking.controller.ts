import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BOOKING_TOKEN_HEADER,
  driverLocationInputSchema,
  presentedBookingToken,
  type DriverLocation,
  type DriverLocationReport,
} from '@elite/contracts';
import { CurrentUser, Public, ZodValidationPipe, type SessionUser } from '@elite/nest-kit';
import { z } from 'zod';
import { idParamSchema } from '@elite/contracts';
import { TrackingService } from './tracking.service';

const bookingParamsSchema = z.object({ bookingId: idParamSchema });

/** Access is decided per booking by the service (owner, admin, token holder, drivers), so routes are public here. */
@ApiTags('tracking')
@Public()
@Controller('api/tracking/driver-location')
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Report a driver position',
    description:
      'Drivers and admins; in demo mode anyone who may see the booking. 404 for a booking the caller may not see.',
  })
  report(
    @Body(new ZodValidationPipe(driverLocationInputSchema)) body: DriverLocationReport,
    @CurrentUser() user: SessionUser | undefined,
    @Query('token') queryToken: unknown,
    @Headers(BOOKING_TOKEN_HEADER) headerToken: string | undefined,
  ): Promise<DriverLocation> {
    return this.tracking.report(body, { user, token: presentedBookingToken(queryToken, headerToken) });
  }

  @Get(':bookingId')
  @ApiOperation({
    summary: "The driver's latest position",
    description: 'isStale after 5 minutes; 404 when there is none or the caller may not see the booking.',
  })
  latest(
    @Param(new ZodValidationPipe(bookingParamsSchema)) { bookingId }: z.output<typeof bookingParamsSchema>,
    @CurrentUser() user: SessionUser | undefined,
    @Query('token') queryToken: unknown,
    @Headers(BOOKING_TOKEN_HEADER) headerToken: string | undefined,
  ): Promise<DriverLocation> {
    return this.tracking.latest(bookingId, { user, token: presentedBookingToken(queryToken, headerToken) });
  }
}
