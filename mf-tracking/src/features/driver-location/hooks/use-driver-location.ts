import type { DriverLocation } from '@elite/contracts/tracking';
import { useEffect, useRef, useState } from 'react';
import { subscribeToDriverLocation } from '../api/tracking-socket';
import { useDriverLocationPoll } from '../api/use-driver-location-poll';

export interface DriverLocationState {
  location: DriverLocation | undefined;
  /** Nothing heard yet from either the socket or the REST poll. */
  isLoading: boolean;
}

function newest(a: DriverLocation | undefined, b: DriverLocation | undefined): DriverLocation | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.timestamp > a.timestamp ? b : a;
}

/**
 * The driver's position for a booking: pushed over socket.io, and polled over REST every 3 s
 * whenever the socket is not live (before it subscribes, and after it drops until it is back).
 */
export function useDriverLocation(
  bookingId: number,
  token: string | undefined,
  onRideChanged?: () => void,
): DriverLocationState {
  const [live, setLive] = useState(false);
  const [pushed, setPushed] = useState<DriverLocation>();
  const poll = useDriverLocationPoll(bookingId, token, !live);
  // The latest callback, without opening the socket again when it changes.
  const rideChanged = useRef(onRideChanged);
  rideChanged.current = onRideChanged;

  useEffect(
    () =>
      subscribeToDriverLocation({
        bookingId,
        token,
        onLocation: (location) => setPushed((current) => newest(current, location)),
        onLiveChange: setLive,
        onRideChanged: () => rideChanged.current?.(),
      }),
    [bookingId, token],
  );

  // null: the poll's 204, the driver has reported no position yet.
  const location = newest(poll.data ?? undefined, pushed);
  return { location, isLoading: !location && !live && poll.isLoading };
}
