import type { Service } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export const SERVICES_KEY = '/api/services';

export async function getServices(): Promise<Service[]> {
  // The schema (and zod) load with the first request, not with the page (docs/architecture.md, "The first screen").
  const { servicesResponseSchema } = await import('@elite/contracts');
  return apiGet(SERVICES_KEY, { schema: servicesResponseSchema });
}

export function useServices() {
  return useSWR(SERVICES_KEY, getServices);
}
