import './zod-setup';
import { z } from 'zod';
import { BOOKING_TOKEN_MAX_LENGTH } from './booking';
import { idParamSchema, jsonId } from './common';

const coordinate = (label: string, limit: number) =>
  z
    .number({
      error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
    })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

/** Body of POST /api/tracking/driver-location. */
export const driverLocationInputSchema = z.object({
  driverId: jsonId('Driver'),
  bookingId: jsonId('Booking'),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  heading: z
    .number({ error: 'Heading must be a number' })
    .min(0, 'Heading must be between 0 and 360')
    .max(360, 'Heading must be between 0 and 360')
    .nullish()
    .transform((v) => v ?? null),
});
export type DriverLocationInput = z.input<typeof driverLocationInputSchema>;
export type DriverLocationReport = z.output<typeof driverLocationInputSchema>;

/** Path of GET /api/tracking/driver-location/:bookingId. */
export const bookingIdParamsSchema = z.object({ bookingId: idParamSchema });
export type BookingIdParams = z.output<typeof bookingIdParamsSchema>;

/** Answer of GET /api/tracking/driver-location/:bookingId and payload of the socket event. */
export const driverLocationSchema = z.object({
  bookingId: z.number().int(),
  driverId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  /** Server time of the position, in milliseconds. */
  timestamp: z.number(),
  isStale: z.boolean(),
});
export type DriverLocation = z.infer<typeof driverLocationSchema>;

/**
 * What a client reads from GET /api/tracking/driver-location/:bookingId: the position, or null for
 * its 204 with no body (the driver has reported none yet), which web-kit's client reads as null.
 */
export const latestDriverLocationSchema = driverLocationSchema.nullable();

export const TRACKING_NAMESPACE = '/tracking';
export const TRACKING_EVENTS = {
  subscribe: 'subscribe',
  driverLocation: 'driver-location',
} as const;

export const trackingSubscribeSchema = z.object({
  bookingId: jsonId('Booking'),
  // A token that cannot be one (not text, over-long) is no token: the caller simply may not see the ride.
  token: z.string().max(BOOKING_TOKEN_MAX_LENGTH).optional().catch(undefined),
});
export type TrackingSubscribe = z.input<typeof trackingSubscribeSchema>;

/** The acknowledgement of a `subscribe`: joined, or why not (a message a person can read). */
export const trackingSubscribeAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), bookingId: z.number().int().positive() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type TrackingSubscribeAck = z.infer<typeof trackingSubscribeAckSchema>;

/** Where the gateway tells the page which map tiles to show (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const MAP_TILES_PATH = '/map-tiles.json';
export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Answer of GET /map-tiles.json: a Leaflet tile URL template and its attribution (HTML, set by the operator). */
export const mapTilesSchema = z.object({
  url: z.string().min(1),
  attribution: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;
