import { vehiclesResponseSchema, type Vehicle } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

// Shared by the fleet section and the booking form's vehicle choice; cached for the session.
export const VEHICLES_KEY = '/api/vehicles';

export function getVehicles(): Promise<Vehicle[]> {
  return apiGet(VEHICLES_KEY, { schema: vehiclesResponseSchema });
}

export function useVehicles() {
  return useSWR(VEHICLES_KEY, getVehicles);
}
