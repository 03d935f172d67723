import { HOME_SECTIONS } from '@elite/contracts/constants';

// Anchors of the home page: the contract's, as the shell links to them (#services, #fleet…).
export const SECTION_IDS = HOME_SECTIONS;

// Each section is labelled by its heading.
export const HEADING_IDS = {
  hero: 'mfb-hero-title',
  services: 'mfb-services-title',
  fleet: 'mfb-fleet-title',
  booking: 'mfb-booking-title',
  testimonials: 'mfb-testimonials-title',
  contact: 'mfb-contact-title',
} as const;
