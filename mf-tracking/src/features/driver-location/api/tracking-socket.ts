import {
  TRACKING_EVENTS,
  TRACKING_NAMESPACE,
  driverLocationSchema,
  rideChangedSchema,
  trackingSubscribeAckSchema,
  type DriverLocation,
} from '@elite/contracts/tracking';
import type { io as openSocket } from 'socket.io-client';

const SUBSCRIBE_ACK_TIMEOUT_MS = 5_000;
const SUBSCRIBE_RETRY_MS = 3_000;

export interface TrackingSubscription {
  bookingId: number;
  token: string | undefined;
  /** Every position the server pushes for this booking: the latest at once, then each new one. */
  onLocation: (location: DriverLocation) => void;
  /** True once the server accepted the subscription; false whenever the socket is down. */
  onLiveChange: (live: boolean) => void;
  /** The ride's status or the chauffeur's stage changed: the page reads the ride again. */
  onRideChanged?: () => void;
}

/**
 * Opens the /tracking namespace and subscribes to one booking; subscribes again after every
 * reconnect, and the server then sends the latest position, so nothing missed meanwhile is lost.
 * WebSocket transport only: with several tracking replicas behind the gateway, long polling would
 * land its requests on replicas that do not know the session. Returns the function that closes it.
 */
export function subscribeToDriverLocation(subscription: TrackingSubscription): () => void {
  // socket.io's client arrives in its own chunk, after the page has been taken over (and never in
  // the server build): the REST poll covers the moments before it is live.
  let close: (() => void) | undefined;
  let closed = false;
  void import('socket.io-client').then(({ io }) => {
    if (!closed) close = openSubscription(io, subscription);
  });
  return () => {
    closed = true;
    close?.();
  };
}

function openSubscription(
  io: typeof openSocket,
  { bookingId, token, onLocation, onLiveChange, onRideChanged }: TrackingSubscription,
): () => void {
  const socket = io(TRACKING_NAMESPACE, { path: '/socket.io', transports: ['websocket'], forceNew: true });
  let retry: ReturnType<typeof setTimeout> | undefined;
  let subscribedBefore = false;

  const subscribe = async () => {
    clearTimeout(retry);
    try {
      // An acknowledgement that does not fit its contract counts as none: tried again.
      const ack = trackingSubscribeAckSchema.parse(
        await socket
          .timeout(SUBSCRIBE_ACK_TIMEOUT_MS)
          .emitWithAck(TRACKING_EVENTS.subscribe, { bookingId, token }),
      );
      onLiveChange(ack.ok);
      // Subscribed again after a drop: what changed while the socket was down is read now. (The first
      // time, the ride the page drew is as the server had it a moment ago.)
      if (ack.ok && subscribedBefore) onRideChanged?.();
      subscribedBefore ||= ack.ok;
      // Refused (unknown booking, or the service could not check access): the REST poll carries on.
      if (!ack.ok) console.warn(`Live tracking refused for booking ${bookingId}: ${ack.message}`);
    } catch {
      onLiveChange(false);
      if (socket.connected) retry = setTimeout(() => void subscribe(), SUBSCRIBE_RETRY_MS);
    }
  };

  socket.on('connect', () => void subscribe());
  socket.on('disconnect', (reason) => {
    onLiveChange(false);
    // socket.io reconnects by itself after a network loss, but not when the server sent us away
    // (a replica shutting down): come back after a pause and land on another one.
    if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), SUBSCRIBE_RETRY_MS);
  });
  socket.on('connect_error', () => onLiveChange(false));
  socket.on(TRACKING_EVENTS.rideChanged, (payload: unknown) => {
    const parsed = rideChangedSchema.safeParse(payload);
    if (parsed.success && parsed.data.bookingId === bookingId) onRideChanged?.();
  });
  socket.on(TRACKING_EVENTS.driverLocation, (payload: unknown) => {
    const parsed = driverLocationSchema.safeParse(payload);
    if (parsed.success && parsed.data.bookingId === bookingId) onLocation(parsed.data);
  });

  return () => {
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
