import { Inject, Logger, type OnModuleInit } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { TRACKING_EVENTS, TRACKING_NAMESPACE, trackingSubscribeSchema, type DriverLocation } from '@elite/contracts';
import { KIT_CONFIG, SessionVerifier, isSameOrigin, sessionToken, type BaseServiceConfig } from '@elite/nest-kit';
import type { Request } from 'express';
import type { Namespace, Socket } from 'socket.io';
import { TrackingService } from '../positions/tracking.service';

type SubscribeAck = { ok: true; bookingId: number } | { ok: false; message: string };

const room = (bookingId: number) => `booking:${bookingId}`;

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
    this.tracking.onPosition((location) => this.namespace.to(room(location.bookingId)).emit(TRACKING_EVENTS.driverLocation, location));
  }

  /** The handshake refuses foreign origins (docs/architecture.md §6); the namespace middleware runs once per connection. */
  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      const request = socket.request as unknown as Request;
      if (!isSameOrigin(request, this.config.PUBLIC_URL)) return next(new Error('Cross-origin connections are not allowed'));
      next();
    });
  }

  @SubscribeMessage(TRACKING_EVENTS.subscribe)
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const parsed = trackingSubscribeSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: 'A numeric bookingId is required' };
    const { bookingId, token } = parsed.data;
    const user = await this.verifier.verify(sessionToken(socket.request as unknown as Request));
    try {
      if (!(await this.tracking.mayWatch(bookingId, { user, token }))) return { ok: false, message: 'Booking not found' };
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
