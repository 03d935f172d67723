import './zod-setup';
import { z } from 'zod';
import { RIDE_FIELDS, bookingSchema, phoneSchema, rideChauffeurSchema } from './booking';
import { jsonId } from './common';
import { registerSchema } from './identity';

/**
 * Body of POST /api/users/chauffeurs (staff): a chauffeur's account (role `driver`), signed in with
 * this e-mail and password on `/driver`; the phone is the one customers are given to call.
 */
export const createChauffeurSchema = registerSchema
  .pick({ name: true, email: true, password: true })
  .extend({ phone: phoneSchema });
export type CreateChauffeurInput = z.input<typeof createChauffeurSchema>;
export type CreateChauffeur = z.output<typeof createChauffeurSchema>;

/** A chauffeur as staff list and assign him. */
export const chauffeurSchema = rideChauffeurSchema.extend({ email: z.string() });
export type Chauffeur = z.infer<typeof chauffeurSchema>;
export const chauffeursResponseSchema = z.array(chauffeurSchema);

/** Body of PUT /api/admin/bookings/:id/chauffeur: the chauffeur to drive the ride, or null for none. */
export const assignChauffeurSchema = z.object({
  chauffeurId: jsonId('Chauffeur').nullable(),
});
export type AssignChauffeur = z.infer<typeof assignChauffeurSchema>;

export const NOT_A_CHAUFFEUR = 'No chauffeur has this id';

/**
 * A ride on the chauffeur's screen (`GET /api/driver/rides`): today's and tomorrow's confirmed rides
 * he drives, and those he has not finished yet, in pick-up order.
 */
export const driverRideSchema = bookingSchema
  .pick({
    ...RIDE_FIELDS,
    id: true,
    specialRequests: true,
    flightNumber: true,
    phone: true,
    status: true,
    rideStage: true,
  })
  // Whom to call, not whom to write to: the customer's e-mail stays with staff.
  .omit({ email: true })
  .extend({ serviceType: z.string(), pickupAt: z.string() });
export type DriverRide = z.infer<typeof driverRideSchema>;
export const driverRidesResponseSchema = z.array(driverRideSchema);
