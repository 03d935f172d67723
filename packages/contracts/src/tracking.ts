import './zod-setup';
import { z } from 'zod';
import { BOOKING_TOKEN_MAX_LENGTH } from './booking';
import { DEFAULT_PRICING_RATES, roadMiles, type GeoPoint } from './pricing';
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
  /** The ride's status or stage changed: the page reads the ride again (docs/product.md §12). */
  rideChanged: 'ride-changed',
} as const;

/** The average speed a chauffeur's ETA assumes across the city's traffic (docs/product.md §12). */
export const ETA_AVERAGE_MPH = 25;

/** Minutes from `from` to `to`: the road distance (as quotes count it) at ETA_AVERAGE_MPH; at least 1. */
export function etaMinutes(from: GeoPoint, to: GeoPoint): number {
  const miles = roadMiles(from, to, DEFAULT_PRICING_RATES.roadFactor);
  return Math.max(1, Math.round((miles / ETA_AVERAGE_MPH) * 60));
}

/** What `ride-changed` tells a ride's watchers: which ride changed (the page reads it again). */
export const rideChangedSchema = z.object({ bookingId: z.number().int() });
export type RideChanged = z.infer<typeof rideChangedSchema>;

export const trackingSubscribeSchema = z.object({
  bookingId: jsonId('Booking'),
  // A token that cannot be one (not text, over-long) is no token: the caller simply may not see the ride.
  token: z.string().max(BOOKING_TOKEN_MAX_LENGTH).optional().catch(undefined),
});

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
export const mapTilesSchema = z.object({ url: z.string().min(1), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;

/**
 * The demo's driver simulation (docs/product.md §4, §9, DEMO_MODE only): run by the tracking service,
 * which reports a drifting position for the booking every SIMULATION_INTERVAL_MS for
 * SIMULATION_DURATION_MS. Answer of GET and POST /api/tracking/simulations/:bookingId.
 */
export const simulationSchema = z.object({
  bookingId: z.number().int(),
  active: z.boolean(),
  /** When a running simulation stops (ISO 8601); null when none runs. */
  until: z.string().nullable(),
});
export type Simulation = z.infer<typeof simulationSchema>;

/** The demo has no real driver: its positions are reported under this one driver id. */
export const SIMULATED_DRIVER_ID = 1;

// At most about 110 m north-south per step: a car's few seconds of city driving.
const MAX_STEP_DEGREES = 0.001;

/** A longitude brought back into -180 ≤ λ < 180. */
function wrapLongitude(degrees: number): number {
  return ((((degrees + 180) % 360) + 360) % 360) - 180;
}

/** Heading in degrees clockwise from north (0 ≤ h < 360) of a short move between two points. */
export function headingBetween(from: GeoPoint, to: GeoPoint): number {
  const north = to.latitude - from.latitude;
  const eastDegrees = wrapLongitude(to.longitude - from.longitude);
  const east = eastDegrees * Math.cos((from.latitude * Math.PI) / 180);
  const degrees = (Math.atan2(east, north) * 180) / Math.PI;
  const rounded = Math.round((degrees + 360) * 10) / 10;
  return rounded % 360;
}

/** The next simulated position: a small random step from the last one (`random` returns 0 ≤ r < 1). */
export function drift(from: GeoPoint, random: () => number = Math.random): GeoPoint & { heading: number } {
  const latitude = Math.min(90, Math.max(-90, from.latitude + (random() - 0.5) * 2 * MAX_STEP_DEGREES));
  const longitude = wrapLongitude(from.longitude + (random() - 0.5) * 2 * MAX_STEP_DEGREES);
  return { latitude, longitude, heading: headingBetween(from, { latitude, longitude }) };
}
