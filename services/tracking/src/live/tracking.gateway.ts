import { Inject, Logger, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  TRACKING_EVENTS,
  TRACKING_NAMESPACE,
  trackingSubscribeSchema,
  type DriverLocation,
  type RideChanged,
  type TrackingSubscribeAck,
} from '@elite/contracts';
import {
  KIT_CONFIG,
  SessionVerifier,
  isSameOrigin,
  sessionToken,
  type BaseServiceConfig,
} from '@elite/nest-kit';
import type { Request } from 'express';
import type { Namespace, Socket } from 'socket.io';
import { BOOKING_NOT_FOUND, RIDE_ENDED, TrackingService } from '../driver-location/tracking.service';

const room = (bookingId: number) => `booking:${bookingId}`;

/**
 * Subscriptions one connection may ask for per minute: a page subscribes once per booking (and again
 * after a reconnect, on a new connection); a script probing tokens would otherwise have each attempt
 * checked with the booking service. The gateway limits new connections per address.
 */
export const SUBSCRIPTIONS_PER_MINUTE = 10;
export const TOO_MANY_SUBSCRIPTIONS = 'Too many subscriptions on this connection. Please wait a minute.';

/** Counts a connection's subscriptions in one-minute windows; false once past the limit. */
function withinSubscriptionLimit(socket: Socket, now: number): boolean {
  const data = socket.data as { subscriptionWindow?: { startedAt: number; count: number } };
  const window = data.subscriptionWindow;
  if (!window || now - window.startedAt >= 60_000) {
    data.subscriptionWindow = { startedAt: now, count: 1 };
    return true;
  }
  window.count += 1;
  return window.count <= SUBSCRIPTIONS_PER_MINUTE;
}

/** Typed server → client push: the booking's room hears every new position. */
@WebSocketGateway({ namespace: TRACKING_NAMESPACE, cors: false, serveClient: false })
export class TrackingGateway implements OnModuleInit {
  private readonly logger = new Logger(TrackingGateway.name);

  @WebSocketServer()
  private readonly namespace!: Namespace;

  constructor(
    private readonly tracking: TrackingService,
    private readonly verifier: SessionVerifier,
    @Inject(KIT_CONFIG) private readonly config: BaseServiceConfig,
  ) {}

  onModuleInit(): void {
    this.tracking.onPosition((location) =>
      this.namespace.to(room(location.bookingId)).emit(TRACKING_EVENTS.driverLocation, location),
    );
    this.tracking.onRideChanged((bookingId) =>
      this.namespace
        .to(room(bookingId))
        .emit(TRACKING_EVENTS.rideChanged, { bookingId } satisfies RideChanged),
    );
  }

  /** The handshake refuses foreign origins (docs/architecture.md §6); the namespace middleware runs once per connection. */
  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      const request = socket.request as unknown as Request;
      if (!isSameOrigin(request, this.config.PUBLIC_URL))
        return next(new Error('Cross-origin connections are not allowed'));
      next();
    });
  }

  @SubscribeMessage(TRACKING_EVENTS.subscribe)
  async subscribe(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<TrackingSubscribeAck> {
    if (!withinSubscriptionLimit(socket, Date.now())) return { ok: false, message: TOO_MANY_SUBSCRIPTIONS };
    const parsed = trackingSubscribeSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: 'A numeric bookingId is required' };
    const { bookingId, token } = parsed.data;
    const user = await this.verifier.verify(sessionToken(socket.request as unknown as Request));
    try {
      const may = await this.tracking.mayWatch(bookingId, { user, token });
      if (!may) return { ok: false, message: BOOKING_NOT_FOUND };
      if (may === 'ended') return { ok: false, message: RIDE_ENDED };
    } catch (error) {
      this.logger.warn({ err: error, bookingId }, 'Subscription check failed');
      return { ok: false, message: 'Tracking is unavailable right now. Please try again in a moment.' };
    }
    await socket.join(room(bookingId));
    const latest: DriverLocation | undefined = await this.tracking.latestKnown(bookingId);
    if (latest) socket.emit(TRACKING_EVENTS.driverLocation, latest);
    return { ok: true, bookingId };
  }
}
