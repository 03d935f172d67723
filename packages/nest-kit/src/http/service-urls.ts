/**
 * The replicas of a service that this one calls (`BOOKING_URL=http://a:3001,http://b:3011`),
 * taken in turn, as the gateway does for plain HTTP.
 */
export class ServiceUrls {
  private turn = 0;

  constructor(readonly urls: readonly URL[]) {
    if (urls.length === 0) throw new Error('A service needs at least one URL');
  }

  /** `path` (absolute, e.g. `/internal/bookings/7`) on the next replica. */
  next(path: string): URL {
    const base = this.urls[this.turn]!;
    this.turn = (this.turn + 1) % this.urls.length;
    return new URL(path, base);
  }
}
