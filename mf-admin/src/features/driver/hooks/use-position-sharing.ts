import { driverLocationSchema, type DriverLocationInput } from '@elite/contracts/tracking';
import { apiPost } from '@elite/web-kit';
import { useEffect, useState } from 'react';

export type SharingState = 'off' | 'starting' | 'sharing' | 'denied' | 'unavailable' | 'unsupported';

/** The fewest milliseconds between two positions sent: the customer's map needs no more. */
const SEND_EVERY_MS = 5_000;

/**
 * While `bookingId` is set, shares the phone's position for that ride (docs/product.md §12), as the
 * demo's simulation does: each new position from `navigator.geolocation` goes to the tracking service
 * (at most one per SEND_EVERY_MS), whence the customer's map. Stops when the ride moves on or the page closes.
 */
export function usePositionSharing(
  driverId: number | undefined,
  bookingId: number | undefined,
): SharingState {
  const [state, setState] = useState<SharingState>('off');

  useEffect(() => {
    if (driverId === undefined || bookingId === undefined) {
      setState('off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('starting');
    let lastSent = 0;
    const watch = navigator.geolocation.watchPosition(
      ({ coords, timestamp }) => {
        setState('sharing');
        if (timestamp - lastSent < SEND_EVERY_MS) return;
        lastSent = timestamp;
        const report: DriverLocationInput = {
          driverId,
          bookingId,
          latitude: coords.latitude,
          longitude: coords.longitude,
          heading: coords.heading !== null && Number.isFinite(coords.heading) ? coords.heading : null,
        };
        // A position that does not arrive is replaced by the next one within seconds.
        apiPost('/api/tracking/driver-location', report, { schema: driverLocationSchema }).catch(() =>
          setState('unavailable'),
        );
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: SEND_EVERY_MS },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [driverId, bookingId]);

  return state;
}
