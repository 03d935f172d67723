import type { Vehicle } from '@elite/contracts';
import useSWR from 'swr';
import { apiGet } from '../api/api-client';

// The public fleet (docs/product.md §7): the home page's fleet, the booking form's vehicle choice and
// the staff drawer's vehicle name all read this one key, cached for the session.
export const VEHICLES_KEY = '/api/vehicles';

export async function getVehicles(): Promise<Vehicle[]> {
  // The schema (and zod) load with the first request, not with the page (docs/architecture.md, "The first screen").
  const { vehiclesResponseSchema } = await import('@elite/contracts');
  return apiGet(VEHICLES_KEY, { schema: vehiclesResponseSchema });
}

export function useVehicles() {
  return useSWR(VEHICLES_KEY, getVehicles);
}
