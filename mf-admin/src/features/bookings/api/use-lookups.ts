import {
  serviceTypesResponseSchema,
  vehiclesResponseSchema,
  type ServiceType,
  type Vehicle,
} from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

// Public lookups (docs/product.md §7, cached for the session): the drawer names a booking's service type and vehicle.
export const SERVICE_TYPES_KEY = '/api/service-types';
export const VEHICLES_KEY = '/api/vehicles';

export function getServiceTypes(url: string): Promise<ServiceType[]> {
  return apiGet(url, { schema: serviceTypesResponseSchema });
}

export function getVehicles(url: string): Promise<Vehicle[]> {
  return apiGet(url, { schema: vehiclesResponseSchema });
}

export function useServiceTypes() {
  return useSWR(SERVICE_TYPES_KEY, getServiceTypes);
}

export function useVehicles() {
  return useSWR(VEHICLES_KEY, getVehicles);
}
