import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  bookingSchema,
  driverRidesResponseSchema,
  idParamsSchema,
  rideProgressSchema,
  type Booking,
  type DriverRide,
  type IdParams,
  type RideProgressBody,
} from '@elite/contracts';
import { ApiRoute, Authenticated, CurrentUser, type SessionUser } from '@elite/nest-kit';
import { toBooking } from '../bookings/booking.entity';
import { DriverRidesService } from './driver-rides.service';

/** /api/driver: the chauffeur's screen (docs/product.md §12); chauffeurs only (role driver). */
@ApiTags('driver')
@ApiCookieAuth()
@Authenticated({ roles: ['driver'] })
@Controller('api/driver')
export class DriverController {
  constructor(private readonly rides: DriverRidesService) {}

  @Get('rides')
  @ApiRoute({
    summary: "The chauffeur's rides: today's and tomorrow's, in pick-up order",
    description:
      'Confirmed rides assigned to him, those finished today, and any he has set off on and not finished.',
    response: driverRidesResponseSchema,
  })
  list(@CurrentUser() driver: SessionUser): Promise<DriverRide[]> {
    return this.rides.rides(driver);
  }

  @Post('rides/:id/progress')
  @HttpCode(HttpStatus.OK)
  @ApiRoute({
    summary: 'Move a ride on: On the way, On location, Passenger on board, Completed, or No-show',
    description:
      'In that order (No-show only while on location). A stage publishes booking.ride-progress; Completed and ' +
      'No-show change the status and publish booking.status-changed. The customer is told by e-mail and on the ride page.',
    params: idParamsSchema,
    body: rideProgressSchema,
    response: bookingSchema,
    errors: {
      [HttpStatus.NOT_FOUND]: 'No such ride, or not his',
      [HttpStatus.CONFLICT]: 'The ride is not confirmed, or this step cannot come next',
    },
  })
  async progress(
    @Param() { id }: IdParams,
    @Body() body: RideProgressBody,
    @CurrentUser() driver: SessionUser,
  ): Promise<Booking> {
    return toBooking(await this.rides.progress(id, body.progress, driver));
  }
}
