import { Body, Controller, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  bookingIdParamsSchema,
  driverLocationInputSchema,
  driverLocationSchema,
  type BookingIdParams,
  type DriverLocation,
  type DriverLocationReport,
} from '@elite/contracts';
import { ApiBookingAccess, ApiRoute, BookingCallerOf, Public, type BookingCaller } from '@elite/nest-kit';
import { TrackingService } from './tracking.service';

/** Access is decided per booking by the service (owner, admin, token holder, drivers), so routes are public here. */
@ApiTags('tracking')
@Public()
@Controller('api/tracking/driver-location')
export class DriverLocationController {
  constructor(private readonly tracking: TrackingService) {}

  @Post()
  @ApiBookingAccess()
  @ApiRoute({
    summary: 'Report a driver position',
    description: 'Drivers and admins; in demo mode anyone who may see the booking.',
    body: driverLocationInputSchema,
    response: driverLocationSchema,
    status: HttpStatus.CREATED,
    errors: {
      [HttpStatus.FORBIDDEN]: 'Only drivers can report positions',
      [HttpStatus.NOT_FOUND]: 'A booking the caller may not see',
      [HttpStatus.CONFLICT]: 'The ride has ended (completed or cancelled)',
    },
  })
  report(
    @Body() body: DriverLocationReport,
    @BookingCallerOf() viewer: BookingCaller,
  ): Promise<DriverLocation> {
    return this.tracking.report(body, viewer);
  }

  @Get(':bookingId')
  @ApiBookingAccess()
  @ApiRoute({
    summary: "The driver's latest position",
    description: 'isStale after 5 minutes.',
    params: bookingIdParamsSchema,
    response: driverLocationSchema,
    errors: {
      [HttpStatus.NOT_FOUND]: 'A booking the caller may not see',
      [HttpStatus.GONE]: "The ride has ended: its driver's position is no longer shared",
    },
  })
  @ApiResponse({
    status: HttpStatus.NO_CONTENT,
    description: 'No position yet: the driver has reported none',
  })
  async latest(
    @Param() { bookingId }: BookingIdParams,
    @BookingCallerOf() viewer: BookingCaller,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DriverLocation | undefined> {
    const location = await this.tracking.latest(bookingId, viewer);
    // Nothing yet is an answer, not an error: browsers log every 4xx as a console error.
    if (!location) res.status(HttpStatus.NO_CONTENT);
    return location;
  }
}
