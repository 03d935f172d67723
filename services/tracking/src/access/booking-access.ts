import { Inject, Injectable } from '@nestjs/common';
import { bookingVisibilitySchema, type BookingVisibility } from '@elite/contracts';
import { ServiceClient, type SessionUser } from '@elite/nest-kit';
import { createHash } from 'node:crypto';
import { TRACKING_CONFIG, type TrackingConfig } from '../config';
import { Clock } from '../driver-location/clock';

export interface Viewer {
  user?: Pick<SessionUser, 'id' | 'role'>;
  token?: string;
}

type Visibility = BookingVisibility;

/** What a caller whose question booking refuses (4xx) may see: nothing, as for a stranger. */
const NOT_VISIBLE: Visibility = { exists: false, allowed: false, live: false };

const MAX_ENTRIES = 10_000;

/** Asks the booking service who may see a booking, remembering answers briefly so a ping costs no call. */
@Injectable()
export class BookingAccess {
  private readonly cache = new Map<string, { visibility: Visibility; expiresAt: number }>();
  private readonly booking: ServiceClient;

  constructor(
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
    private readonly clock: Clock,
  ) {
    this.booking = new ServiceClient('booking', config.BOOKING_URL);
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

  /** Forgets what was said of a booking, so that the next question is asked again (its ride changed). */
  forget(bookingId: number): void {
    const prefix = `${bookingId}|`;
    for (const key of this.cache.keys()) if (key.startsWith(prefix)) this.cache.delete(key);
  }

  /** No answer, a 5xx or a malformed one is an outage (503, DependencyUnavailableError). */
  private async ask(bookingId: number, viewer: Viewer): Promise<Visibility> {
    const answer = await this.booking.post(
      `/internal/bookings/${bookingId}/access-check`,
      { user: viewer.user ? { id: viewer.user.id, role: viewer.user.role } : undefined, token: viewer.token },
      bookingVisibilitySchema,
    );
    // A question booking refuses (a malformed viewer, an id it does not know) is a caller who may not see the ride.
    return answer.ok ? answer.body : NOT_VISIBLE;
  }
}

function cacheKey(bookingId: number, viewer: Viewer): string {
  const who = viewer.user ? `${viewer.user.role}:${viewer.user.id}` : 'anonymous';
  const token = viewer.token ? createHash('sha256').update(viewer.token).digest('base64url') : '-';
  return `${bookingId}|${who}|${token}`;
}
