// Anchors of the home page (links elsewhere point at #services, #fleet, #booking, #contact).
export const SECTION_IDS = {
  services: 'services',
  fleet: 'fleet',
  booking: 'booking',
  testimonials: 'testimonials',
  contact: 'contact',
} as const;

// Each section is labelled by its heading.
export const HEADING_IDS = {
  hero: 'mfb-hero-title',
  services: 'mfb-services-title',
  fleet: 'mfb-fleet-title',
  booking: 'mfb-booking-title',
  testimonials: 'mfb-testimonials-title',
  contact: 'mfb-contact-title',
} as const;
