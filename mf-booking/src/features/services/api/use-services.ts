import { servicesResponseSchema, type Service } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export const SERVICES_KEY = '/api/services';

export function getServices(): Promise<Service[]> {
  return apiGet(SERVICES_KEY, { schema: servicesResponseSchema });
}

export function useServices() {
  return useSWR(SERVICES_KEY, getServices);
}
