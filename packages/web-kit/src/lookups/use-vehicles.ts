import type { Vehicle } from '@elite/contracts/catalogue';
import useSWR from 'swr';
import { apiGetParsed } from '../api/api-client';
import { loadCatalogueContracts } from '../contracts';

// The public fleet (docs/product.md §7): the home page's fleet, the booking form's vehicle choice and
// the staff drawer's vehicle name all read this one key, cached for the session.
export const VEHICLES_KEY = '/api/vehicles';

export function getVehicles(): Promise<Vehicle[]> {
  return apiGetParsed(VEHICLES_KEY, () =>
    loadCatalogueContracts().then((catalogue) => catalogue.vehiclesResponseSchema),
  );
}

export function useVehicles() {
  return useSWR(VEHICLES_KEY, getVehicles);
}
