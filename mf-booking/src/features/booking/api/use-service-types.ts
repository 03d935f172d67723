import { serviceTypesResponseSchema, type ServiceType } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export const SERVICE_TYPES_KEY = '/api/service-types';

export function getServiceTypes(): Promise<ServiceType[]> {
  return apiGet(SERVICE_TYPES_KEY, { schema: serviceTypesResponseSchema });
}

export function useServiceTypes() {
  return useSWR(SERVICE_TYPES_KEY, getServiceTypes);
}
