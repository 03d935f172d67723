import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  idParamsSchema,
  latestBookingQuerySchema,
  type Booking,
  type MagicLinkBooking,
} from '@elite/contracts';
import { Public, ZodValidationPipe } from '@elite/nest-kit';
import type { z } from 'zod';
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
    query: z.output<typeof latestBookingQuerySchema>,
  ): Promise<MagicLinkBooking> {
    return this.bookings.latestByEmail(query.email);
  }

  @Get(':id')
  findOne(
    @Param({ schema: idParamsSchema, pipes: [new ZodValidationPipe(idParamsSchema)] }) { id }: { id: number },
  ): Promise<Booking> {
    return this.bookings.findById(id);
  }
}
