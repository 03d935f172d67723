import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { magicLinkBookingSchema, type MagicLinkBooking } from '@elite/contracts';
import { ServiceUrls } from '@elite/nest-kit';
import { MAGIC_LINK_CONFIG, type MagicLinkConfig } from '../config';

const TIMEOUT_MS = 3_000;
export const BOOKING_UNAVAILABLE = 'Bookings cannot be reached right now. Please try again in a moment.';

/** The booking service's internal routes, over HTTP on the private network. */
@Injectable()
export class BookingClient {
  private readonly logger = new Logger(BookingClient.name);
  private readonly booking: ServiceUrls;

  constructor(@Inject(MAGIC_LINK_CONFIG) config: MagicLinkConfig) {
    this.booking = new ServiceUrls(config.BOOKING_URL);
  }

  /** The e-mail's most recent booking, or null when it has none. */
  latestFor(email: string): Promise<MagicLinkBooking | null> {
    return this.get(`/internal/bookings/latest?email=${encodeURIComponent(email)}`);
  }

  byId(id: number): Promise<MagicLinkBooking | null> {
    return this.get(`/internal/bookings/${id}`);
  }

  private async get(path: string): Promise<MagicLinkBooking | null> {
    let response: Response;
    try {
      response = await fetch(this.booking.next(path), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn({ err: error, path }, 'Booking service unreachable');
      throw new ServiceUnavailableException(BOOKING_UNAVAILABLE);
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      this.logger.warn({ status: response.status, path }, 'Booking service answered an error');
      throw new ServiceUnavailableException(BOOKING_UNAVAILABLE);
    }
    return magicLinkBookingSchema.parse(await response.json());
  }
}
