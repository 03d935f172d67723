import './zod-setup';
import { z } from 'zod';
import { HIDDEN_VEHICLE_NAME_PARTS } from './constants';

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  isActive: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

export const vehicleTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  passengers: z.number().int(),
  luggage: z.number().int(),
  features: z.array(z.string()),
  hourlyRate: z.number().int(),
  vehicleTypeId: z.number().int().nullable(),
  isPremium: z.boolean(),
  isActive: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

const hiddenNameParts = HIDDEN_VEHICLE_NAME_PARTS.map((part) => part.toLowerCase());

/**
 * Whether a vehicle may be booked (docs/product.md §2): an active one whose name contains none of
 * 'BMW' and 'Cadillac'. The form offers only these, and the booking service refuses the others.
 */
export function isBookableVehicle(vehicle: Pick<Vehicle, 'name' | 'isActive'>): boolean {
  const name = vehicle.name.toLowerCase();
  return vehicle.isActive && !hiddenNameParts.some((part) => name.includes(part));
}

export const serviceTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
  icon: z.string(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  testimonial: z.string(),
  rating: z.number().int().min(1).max(5),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const servicesResponseSchema = z.array(serviceSchema);
export const vehiclesResponseSchema = z.array(vehicleSchema);
export const vehicleTypesResponseSchema = z.array(vehicleTypeSchema);
export const serviceTypesResponseSchema = z.array(serviceTypeSchema);
export const testimonialsResponseSchema = z.array(testimonialSchema);
