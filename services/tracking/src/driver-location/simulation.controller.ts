import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  bookingIdParamsSchema,
  simulationSchema,
  type BookingIdParams,
  type Simulation,
} from '@elite/contracts';
import { ApiBookingAccess, ApiRoute, BookingCallerOf, Public, type BookingCaller } from '@elite/nest-kit';
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
    @BookingCallerOf() viewer: BookingCaller,
  ): Promise<Simulation> {
    return this.tracking.simulate(bookingId, viewer);
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
    @BookingCallerOf() viewer: BookingCaller,
  ): Promise<Simulation> {
    return this.tracking.simulation(bookingId, viewer);
  }
}
