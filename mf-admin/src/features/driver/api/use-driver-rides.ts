import { bookingSchema, type RideProgress } from '@elite/contracts/booking';
import { driverRidesResponseSchema } from '@elite/contracts/chauffeurs';
import { apiGet, apiPost, useSignedInUser } from '@elite/web-kit';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';

export const DRIVER_RIDES_PATH = '/api/driver/rides';

/** Read again every minute, so that a ride staff assign or move appears without a reload. */
const REFRESH_MS = 60_000;

/** The chauffeur's rides (GET /api/driver/rides), for a signed-in chauffeur only. */
export function useDriverRides() {
  const isDriver = useSignedInUser().user?.role === 'driver';
  return useSWR(
    isDriver ? DRIVER_RIDES_PATH : null,
    (url: string) => apiGet(url, { schema: driverRidesResponseSchema }),
    { refreshInterval: REFRESH_MS },
  );
}

/** Moves one of his rides on a step; the list is read again after. */
export function useRideProgress() {
  return useSWRMutation(
    DRIVER_RIDES_PATH,
    (_key: string, { arg }: { arg: { id: number; progress: RideProgress } }) =>
      apiPost(
        `${DRIVER_RIDES_PATH}/${arg.id}/progress`,
        { progress: arg.progress },
        { schema: bookingSchema },
      ),
  );
}
