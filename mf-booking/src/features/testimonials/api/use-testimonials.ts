import type { Testimonial } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export const TESTIMONIALS_KEY = '/api/testimonials';

export async function getTestimonials(): Promise<Testimonial[]> {
  // The schema (and zod) load with the first request, not with the page (docs/architecture.md, "The first screen").
  const { testimonialsResponseSchema } = await import('@elite/contracts');
  return apiGet(TESTIMONIALS_KEY, { schema: testimonialsResponseSchema });
}

export function useTestimonials() {
  return useSWR(TESTIMONIALS_KEY, getTestimonials);
}
