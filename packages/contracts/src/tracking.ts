import { z } from 'zod';
import { idSchema } from './common';

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

/** Body of POST /api/tracking/driver-location. */
export const driverLocationInputSchema = z.object({
  driverId: idSchema,
  bookingId: idSchema,
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

export const TRACKING_NAMESPACE = '/tracking';
export const TRACKING_EVENTS = {
  subscribe: 'subscribe',
  driverLocation: 'driver-location',
} as const;

export const trackingSubscribeSchema = z.object({
  bookingId: idSchema,
  token: z.string().max(200).optional(),
});
export type TrackingSubscribe = z.input<typeof trackingSubscribeSchema>;
