import { BOOKING_TOKEN_HEADER } from '@elite/contracts/booking';
import { LOCATION_POLL_INTERVAL_MS } from '@elite/contracts/constants';
import { latestDriverLocationSchema, type DriverLocation } from '@elite/contracts/tracking';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

/** GET /api/tracking/driver-location/:bookingId; null for its 204, no position yet. */
export function getDriverLocation([url, token]: readonly [
  string,
  string | undefined,
]): Promise<DriverLocation | null> {
  return apiGet(url, {
    schema: latestDriverLocationSchema,
    headers: token ? { [BOOKING_TOKEN_HEADER]: token } : undefined,
  });
}

/**
 * The spec's query (§7): every 3 s, no retry, again on window focus. It runs only while `polling`
 * (the socket is down or not subscribed yet); while the socket pushes, it keeps its last answer.
 */
export function useDriverLocationPoll(bookingId: number, token: string | undefined, polling: boolean) {
  return useSWR([`/api/tracking/driver-location/${bookingId}`, token] as const, getDriverLocation, {
    refreshInterval: polling ? LOCATION_POLL_INTERVAL_MS : 0,
    revalidateOnFocus: polling,
    shouldRetryOnError: false,
  });
}
