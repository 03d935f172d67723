import type { ServiceType } from '@elite/contracts';
import useSWR from 'swr';
import { apiGet } from '../api/api-client';

// The public service types (docs/product.md §7): the booking form's choice and the staff drawer's
// service name read this one key, cached for the session.
export const SERVICE_TYPES_KEY = '/api/service-types';

export async function getServiceTypes(): Promise<ServiceType[]> {
  // The schema (and zod) load with the first request, not with the page (docs/architecture.md, "The first screen").
  const { serviceTypesResponseSchema } = await import('@elite/contracts');
  return apiGet(SERVICE_TYPES_KEY, { schema: serviceTypesResponseSchema });
}

export function useServiceTypes() {
  return useSWR(SERVICE_TYPES_KEY, getServiceTypes);
}
