import { testimonialsResponseSchema, type Testimonial } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export const TESTIMONIALS_KEY = '/api/testimonials';

export function getTestimonials(): Promise<Testimonial[]> {
  return apiGet(TESTIMONIALS_KEY, { schema: testimonialsResponseSchema });
}

export function useTestimonials() {
  return useSWR(TESTIMONIALS_KEY, getTestimonials);
}
