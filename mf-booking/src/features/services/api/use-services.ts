import type { Service } from '@elite/contracts/catalogue';
import { apiGetParsed } from '@elite/web-kit';
import useSWR from 'swr';
import { loadCatalogueContracts } from '../../../common/contracts';

export const SERVICES_KEY = '/api/services';

export function getServices(): Promise<Service[]> {
  return apiGetParsed(SERVICES_KEY, () =>
    loadCatalogueContracts().then((catalogue) => catalogue.servicesResponseSchema),
  );
}

export function useServices() {
  return useSWR(SERVICES_KEY, getServices);
}
