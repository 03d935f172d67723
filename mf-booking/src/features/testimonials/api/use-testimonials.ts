import type { Testimonial } from '@elite/contracts/catalogue';
import { apiGetParsed } from '@elite/web-kit';
import useSWR from 'swr';
import { loadCatalogueContracts } from '../../../common/contracts';

export const TESTIMONIALS_KEY = '/api/testimonials';

export function getTestimonials(): Promise<Testimonial[]> {
  return apiGetParsed(TESTIMONIALS_KEY, () =>
    loadCatalogueContracts().then((catalogue) => catalogue.testimonialsResponseSchema),
  );
}

export function useTestimonials() {
  return useSWR(TESTIMONIALS_KEY, getTestimonials);
}
