import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { bookingVisibilitySchema, type BookingVisibility } from '@elite/contracts';
import { ServiceUrls, type SessionUser } from '@elite/nest-kit';
import { createHash } from 'node:crypto';
import { TRACKING_CONFIG, type TrackingConfig } from '../config';
import { Clock } from '../positions/clock';

export interface Viewer {
  user?: Pick<SessionUser, 'id' | 'role'>;
  token?: string;
}

type Visibility = BookingVisibility;

/** What a caller whose question booking refuses (4xx) may see: nothing, as for a stranger. */
const NOT_VISIBLE: Visibility = { exists: false, allowed: false };

const MAX_ENTRIES = 10_000;
export const BOOKINGS_UNAVAILABLE = 'Bookings cannot be reached right now. Please try again in a moment.';

/** Asks the booking service who may see a booking, remembering answers briefly so a ping costs no call. */
@Injectable()
export class BookingAccess {
  private readonly logger = new Logger(BookingAccess.name);
  private readonly cache = new Map<string, { visibility: Visibility; expiresAt: number }>();
  private readonly booking: ServiceUrls;

  constructor(
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
    private readonly clock: Clock,
  ) {
    this.booking = new ServiceUrls(config.BOOKING_URL);
  }

  async visibility(bookingId: number, viewer: Viewer): Promise<Visibility> {
    const key = cacheKey(bookingId, viewer);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.clock.now()) return cached.visibility;
    const visibility = await this.ask(bookingId, viewer);
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, {
      visibility,
      expiresAt: this.clock.now() + this.config.ACCESS_CACHE_SECONDS * 1000,
    });
    return visibility;
  }

  private async ask(bookingId: number, viewer: Viewer): Promise<Visibility> {
    let response: Response;
    try {
      response = await fetch(this.booking.next(`/internal/bookings/${bookingId}/access-check`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user: viewer.user ? { id: viewer.user.id, role: viewer.user.role } : undefined,
          token: viewer.token,
        }),
        signal: AbortSignal.timeout(3_000),
      });
    } catch (error) {
      return this.unavailable(error, bookingId);
    }
    // A question booking refuses (a malformed viewer, an id it does not know) is a caller who may not see the ride.
    if (response.status >= 400 && response.status < 500) return NOT_VISIBLE;
    if (!response.ok)
      return this.unavailable(new Error(`booking service answered ${response.status}`), bookingId);
    const answer = bookingVisibilitySchema.safeParse(await response.json().catch(() => undefined));
    return answer.success ? answer.data : this.unavailable(answer.error, bookingId);
  }

  private unavailable(error: unknown, bookingId: number): never {
    this.logger.warn({ err: error, bookingId }, 'Booking access check failed');
    throw new ServiceUnavailableException(BOOKINGS_UNAVAILABLE);
  }
}

function cacheKey(bookingId: number, viewer: Viewer): string {
  const who = viewer.user ? `${viewer.user.role}:${viewer.user.id}` : 'anonymous';
  const token = viewer.token ? createHash('sha256').update(viewer.token).digest('base64url') : '-';
  return `${bookingId}|${who}|${token}`;
}
