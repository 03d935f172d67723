import { BOOKING_TOKEN_HEADER } from '@elite/contracts/booking';
import { driverLocationInputSchema, type DriverLocationInput } from '@elite/contracts/tracking';
import { apiPost } from '@elite/web-kit';

export const DRIVER_LOCATION_URL = '/api/tracking/driver-location';

/** POST /api/tracking/driver-location, as the booking's token holder (allowed in demo mode). */
export function reportDriverLocation(
  input: DriverLocationInput,
  token: string | undefined,
): Promise<unknown> {
  return apiPost(DRIVER_LOCATION_URL, driverLocationInputSchema.parse(input), {
    headers: token ? { [BOOKING_TOKEN_HEADER]: token } : undefined,
  });
}
