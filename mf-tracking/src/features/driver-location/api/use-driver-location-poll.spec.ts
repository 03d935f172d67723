import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { BOOKING_TOKEN_HEADER } from '@elite/contracts/booking';
import { ApiRequestError } from '@elite/web-kit';
import { getDriverLocation } from './use-driver-location-poll';

const KEY = ['http://gateway.test/api/tracking/driver-location/5', 'the-token'] as const;
const LOCATION = {
  bookingId: 5,
  driverId: 9,
  latitude: 34.05,
  longitude: -118.24,
  heading: null,
  timestamp: 1_800_000_000_000,
  isStale: false,
};

function answer(response: Response) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('getDriverLocation', () => {
  it("reads a 204 (the driver has reported no position yet) as null, not an error, sending the booking's token", async () => {
    const fetch = answer(new Response(null, { status: 204 }));
    await expect(getDriverLocation(KEY)).resolves.toBeNull();
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({ [BOOKING_TOKEN_HEADER]: 'the-token' });
  });

  it('answers the position of a 200', async () => {
    answer(Response.json(LOCATION));
    await expect(getDriverLocation(KEY)).resolves.toEqual(LOCATION);
  });

  it('still fails on a 404 (a booking the caller may not see) and on a 5xx', async () => {
    answer(Response.json({ statusCode: 404, message: 'Booking not found' }, { status: 404 }));
    await expect(getDriverLocation(KEY)).rejects.toMatchObject({ status: 404 });
    answer(new Response('upstream broke', { status: 502 }));
    await expect(getDriverLocation(KEY)).rejects.toBeInstanceOf(ApiRequestError);
  });
});
