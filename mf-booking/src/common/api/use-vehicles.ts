import type { Vehicle } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

// Shared by the fleet section and the booking form's vehicle choice; cached for the session.
export const VEHICLES_KEY = '/api/vehicles';

export async function getVehicles(): Promise<Vehicle[]> {
  // The schema (and zod) load with the first request, not with the page (docs/architecture.md, "The first screen").
  const { vehiclesResponseSchema } = await import('@elite/contracts');
  return apiGet(VEHICLES_KEY, { schema: vehiclesResponseSchema });
}

export function useVehicles() {
  return useSWR(VEHICLES_KEY, getVehicles);
}
