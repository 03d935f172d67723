// Every string a person reads in this remote. Quoted ones come word for word from the product spec.
import {
  BUSINESS_HOURS,
  CONTACT_DETAILS,
  PAYMENT_METHOD_LABELS,
  REPLAYED_BOOKING_NOTICE,
  TRANSPORT_AVAILABILITY,
} from '@elite/contracts/constants';

export const heroStrings = {
  eyebrow: 'Premium chauffeur service',
  title: 'Luxury Transportation',
  subtitle:
    'Arrive in comfort and style. Professional chauffeurs, an immaculate premium minivan and a service that never sleeps.',
  bookCta: 'Book Your Journey',
  fleetCta: 'Explore Our Fleet',
  scrollDown: 'Scroll down to our services',
} as const;

export const servicesStrings = {
  eyebrow: 'What we offer',
  title: 'Premium Transportation Services',
  intro: 'From the airport kerb to the boardroom door, every journey is handled with discretion and care.',
  reserve: 'Reserve Now',
  loading: 'Loading services',
  error: 'Failed to load services. Please try again later.',
} as const;

export const fleetStrings = {
  eyebrow: 'The fleet',
  title: 'Our Luxury Vehicle',
  intro: 'One vehicle, chosen with care and kept immaculate for every ride.',
  premium: 'Premium',
  passengers: (count: number) => `${count} Passengers`,
  luggage: (count: number) => `${count} Luggage`,
  perMile: 'per mile',
  toursFrom: (price: string) => `Tours from ${price}`,
  restrictions: 'Restrictions apply',
  rating: 'Rated 5 out of 5',
  features: 'Features',
  bookNow: 'Book Now',
  loading: 'Loading vehicle',
  error: 'Failed to load vehicles. Please try again later.',
} as const;

export const bookingStrings = {
  eyebrow: 'Reservations',
  title: 'Book Your Ride',
  intro: 'Tell us where and when. We will confirm every detail with you personally.',
  loading: 'Loading the booking form',
  tripHeading: 'Your trip',
  contactHeading: 'Your details',
  labels: {
    serviceType: 'Service Type',
    vehicle: 'Vehicle',
    pickupLocation: 'Pick-up Location',
    dropoffLocation: 'Drop-off Location',
    date: 'Date',
    time: 'Time',
    passengers: 'Passengers',
    luggage: 'Luggage',
    flightNumber: 'Flight Number (Optional)',
    landingTime: 'Scheduled Landing (Optional)',
    flightOrigin: 'Flight',
    isRoundTrip: 'Round Trip',
    hours: 'Hours',
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    specialRequests: 'Special Requests',
    paymentMethod: 'Payment Method',
    termsAccepted: 'I accept the terms and conditions',
  },
  placeholders: {
    pickupLocation: 'Address, hotel or airport',
    dropoffLocation: 'Address, hotel or airport',
    flightNumber: 'e.g. AA 1234',
    fullName: 'Your full name',
    email: 'you@example.com',
    phone: '+1 (310) 555-0100',
    specialRequests: 'Child seat, meet and greet, refreshments…',
  },
  hoursHint: 'For hourly charters only. Leave it empty to book the minimum number of hours.',
  // The airport promise (docs/product.md §5): a pick-up at an airport set from the flight's landing.
  flight: {
    origins: { domestic: 'Domestic', international: 'International' },
    landingHint:
      'For a pick-up at the airport: with the landing time of your flight (on the date above), we set the pick-up after it, free waiting included.',
    pickup: (when: string, minutes: number) =>
      `Pick-up ${when} — ${minutes} min after landing, free waiting included`,
  },
  paymentMethods: PAYMENT_METHOD_LABELS,
  quote: {
    title: 'Your price',
    total: 'Total (all-in, gratuity included)',
    waiting: 'Complete your trip above to see its price.',
    updating: 'Updating the price…',
    onRequest: 'Priced on request',
    onRequestExplanation:
      'We price rides to or from an address outside our list of places ourselves. Book now: we e-mail you a quote, and you accept it on your ride’s page before we confirm the ride.',
    failed: 'We could not work out the price just now. You can still book: we will e-mail you the price.',
  },
  submit: 'Book Now',
  success: {
    title: 'Booking Successful',
    description: 'Your reservation has been submitted. We will contact you shortly to confirm the details.',
  },
  failure: {
    title: 'Booking Failed',
    description: 'There was an error submitting your booking. Please try again.',
  },
  prefilled: 'Your previous ride is filled in. Choose a date and time, check the details and book it again.',
  confirmation: {
    title: 'Reservation received',
    reference: 'Booking reference',
    track: 'Track your ride',
    // A repeated submission is answered without the ride's token: the booking e-mail holds the link.
    linkEmailed: REPLAYED_BOOKING_NOTICE,
    close: 'Book another ride',
    price: 'Your price',
  },
} as const;

export const testimonialsStrings = {
  eyebrow: 'Testimonials',
  title: 'What Our Clients Say',
  loading: 'Loading testimonials',
  rating: (stars: number) => `Rated ${stars} out of 5`,
  photoAlt: (name: string) => `Photo of ${name}`,
  error: 'Failed to load testimonials. Please try again later.',
} as const;

export const contactStrings = {
  eyebrow: 'Get in touch',
  title: 'Contact Us',
  intro: 'Questions, quotes or special arrangements: write to us and a member of our team will answer.',
  loading: 'Loading the contact form',
  labels: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  },
  placeholders: {
    name: 'Your name',
    email: 'you@example.com',
    subject: 'How can we help?',
    message: 'Your message',
  },
  submit: 'Send Message',
  success: {
    title: 'Message Sent',
    description: 'Your message has been sent successfully. We will get back to you soon.',
  },
  failure: {
    title: 'Message Failed',
    description: 'There was an error sending your message. Please try again.',
  },
  block: {
    liveAgent: 'Speak with a live agent',
    liveAgentPhone: CONTACT_DETAILS.liveAgentPhone,
    textForQuote: 'Text for a quote',
    textForQuotePhone: CONTACT_DETAILS.textForQuotePhone,
    reservations: 'Reservations',
    reservationsEmail: CONTACT_DETAILS.reservationsEmail,
    responseNote: CONTACT_DETAILS.responseNote,
    hoursTitle: 'Business Hours',
    hours: BUSINESS_HOURS,
    availability: TRANSPORT_AVAILABILITY,
  },
} as const;

export const commonStrings = {
  sectionLoading: 'Loading…',
} as const;

export const magicLinkStrings = {
  loading: 'Validating your magic link…',
  invalid: {
    title: 'Invalid Magic Link',
    text: 'This magic link is either expired, already used, or invalid.',
  },
  valid: {
    title: 'Magic Link Validated',
    welcome: (email: string) => `Welcome back, ${email}! You can now proceed with your booking.`,
  },
  previousBooking: 'Your previous booking',
  labels: {
    date: 'Date',
    time: 'Time',
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    passengers: 'Passengers',
  },
  bookSimilar: 'Book Similar Ride',
  noBooking: 'No previous booking information found.',
  createBooking: 'Create New Booking',
  home: 'Return to Home',
  failed: { title: 'Error', description: 'Failed to validate magic link' },
} as const;
