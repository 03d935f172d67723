import type { Service } from '@elite/contracts/catalogue';
import { apiGetParsed } from '@elite/web-kit';
import useSWR from 'swr';

export const SERVICES_KEY = '/api/services';

export function getServices(): Promise<Service[]> {
  return apiGetParsed(SERVICES_KEY, () =>
    import('@elite/contracts/catalogue').then((catalogue) => catalogue.servicesResponseSchema),
  );
}

export function useServices() {
  return useSWR(SERVICES_KEY, getServices);
}
