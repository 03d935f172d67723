import type { ServiceType } from '@elite/contracts/catalogue';
import useSWR from 'swr';
import { apiGetParsed } from '../api/api-client';
import { loadCatalogueContracts } from '../contracts';

// The public service types (docs/product.md §7): the booking form's choice and the staff drawer's
// service name read this one key, cached for the session.
export const SERVICE_TYPES_KEY = '/api/service-types';

export function getServiceTypes(): Promise<ServiceType[]> {
  return apiGetParsed(SERVICE_TYPES_KEY, () =>
    loadCatalogueContracts().then((catalogue) => catalogue.serviceTypesResponseSchema),
  );
}

export function useServiceTypes() {
  return useSWR(SERVICE_TYPES_KEY, getServiceTypes);
}
