import { Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BOOKING_TOKEN_HEADER,
  bookingIdParamsSchema,
  presentedBookingToken,
  simulationSchema,
  type BookingIdParams,
  type Simulation,
} from '@elite/contracts';
import { ApiBookingAccess, ApiRoute, CurrentUser, Public, type SessionUser } from '@elite/nest-kit';
import { TrackingService } from './tracking.service';

/** The demo's driver simulation (docs/product.md §4): access is decided per booking, as for positions. */
@ApiTags('tracking')
@Public()
@Controller('api/tracking/simulations')
export class SimulationController {
  constructor(private readonly tracking: TrackingService) {}

  @Post(':bookingId')
  @HttpCode(HttpStatus.OK)
  @ApiBookingAccess()
  @ApiRoute({
    summary: "Start the demo's driver simulation for a booking",
    description: 'Demo mode only; for whoever may see the ride. While one runs, its state is the answer.',
    params: bookingIdParamsSchema,
    response: simulationSchema,
    errors: {
      [HttpStatus.FORBIDDEN]: 'Not in demo mode',
      [HttpStatus.NOT_FOUND]: 'A booking the caller may not see',
      [HttpStatus.CONFLICT]: 'The ride has ended (completed or cancelled)',
    },
  })
  start(
    @Param() { bookingId }: BookingIdParams,
    @CurrentUser() user: SessionUser | undefined,
    @Query('token') queryToken: unknown,
    @Headers(BOOKING_TOKEN_HEADER) headerToken: string | undefined,
  ): Promise<Simulation> {
    return this.tracking.simulate(bookingId, { user, token: presentedBookingToken(queryToken, headerToken) });
  }

  @Get(':bookingId')
  @ApiBookingAccess()
  @ApiRoute({
    summary: "Whether the booking's simulation runs, and until when",
    params: bookingIdParamsSchema,
    response: simulationSchema,
    errors: { [HttpStatus.NOT_FOUND]: 'A booking the caller may not see' },
  })
  state(
    @Param() { bookingId }: BookingIdParams,
    @CurrentUser() user: SessionUser | undefined,
    @Query('token') queryToken: unknown,
    @Headers(BOOKING_TOKEN_HEADER) headerToken: string | undefined,
  ): Promise<Simulation> {
    return this.tracking.simulation(bookingId, {
      user,
      token: presentedBookingToken(queryToken, headerToken),
    });
  }
}
