import { Inject, Injectable } from '@nestjs/common';
import { magicLinkBookingSchema, type MagicLinkBooking } from '@elite/contracts';
import { DependencyUnavailableError, ServiceClient } from '@elite/nest-kit';
import { MAGIC_LINK_CONFIG, type MagicLinkConfig } from '../config';

/** The booking service's internal routes, over HTTP on the private network. */
@Injectable()
export class BookingClient {
  private readonly booking: ServiceClient;

  constructor(@Inject(MAGIC_LINK_CONFIG) config: MagicLinkConfig) {
    this.booking = new ServiceClient('booking', config.BOOKING_URL);
  }

  /** The e-mail's most recent booking, or null when it has none. */
  latestFor(email: string): Promise<MagicLinkBooking | null> {
    return this.find(`/internal/bookings/latest?email=${encodeURIComponent(email)}`);
  }

  /** The booking, or null when booking has no such booking (a rolled-back one included). */
  byId(id: number): Promise<MagicLinkBooking | null> {
    return this.find(`/internal/bookings/${id}`);
  }

  private async find(path: string): Promise<MagicLinkBooking | null> {
    const answer = await this.booking.get(path, magicLinkBookingSchema);
    if (answer.ok) return answer.body;
    if (answer.status === 404) return null;
    // Anything else refused is a question this service should never ask: not the customer's fault.
    throw new DependencyUnavailableError(`booking answered GET ${path} with ${answer.status}`);
  }
}
