// Every string a person reads in this remote. Quoted ones come word for word from the product spec.
import { CONTACT_DETAILS, PAYMENT_METHOD_LABELS } from '@elite/contracts/constants';

export const pageStrings = {
  eyebrow: 'Live tracking',
  title: 'Track Your Ride',
  returnHome: 'Return to Home',
  invalidId: {
    title: 'Invalid Booking ID',
    description: 'Please provide a valid booking ID to track your driver.',
  },
  loading: 'Loading booking details...',
  notFound: {
    title: 'Booking Not Found',
    description: "We couldn't find a booking with that ID.",
  },
  loadFailed: {
    title: 'Booking Unavailable',
    description: 'We could not load this booking right now. Please try again in a moment.',
    retry: 'Try Again',
  },
} as const;

export const mapStrings = {
  title: 'Driver Location',
  loadingMap: 'Loading the map...',
  mapLabel: "Map of your driver's location",
  markerLabel: 'Your driver',
  popup: 'Your driver is here!',
  pickup: 'Pick-up',
  dropoff: 'Drop-off',
  missingAddress: 'Loading...',
} as const;

export const locationStatusStrings = {
  loading: "Loading driver's location...",
  waiting: "Waiting for driver's location...",
  stale: "Driver's location is outdated. Last update was more than 5 minutes ago.",
  secondsAgo: (seconds: number) => `Last updated ${seconds} seconds ago`,
  minutesAgo: (minutes: number) => `Last updated ${minutes} minutes ago`,
} as const;

export const rideDetailsStrings = {
  title: 'Ride Details',
  bookingId: 'Booking ID',
  date: 'Date',
  time: 'Time',
  status: 'Status',
  paymentMethod: 'Payment Method',
  defaultStatus: 'Confirmed',
  paymentMethods: PAYMENT_METHOD_LABELS,
  chauffeur: 'Your Chauffeur',
  chauffeurShown: (name: string, phone: string) => `${name}, ${phone}`,
  stage: 'Right Now',
  stages: {
    'on-the-way': 'Your chauffeur is on the way',
    'on-location': 'Your chauffeur is waiting at the pick-up',
    'on-board': 'On board: enjoy your ride',
  },
} as const;

/** The chauffeur's estimated arrival (docs/product.md §12): the road distance at an average speed. */
export const etaStrings = {
  toPickup: (minutes: number) => `About ${minutes} min from the pick-up`,
  toDropoff: (minutes: number) => `About ${minutes} min from the drop-off`,
} as const;

export const demoStrings = {
  title: 'Demo Controls',
  note: 'For demonstration only: this simulates your driver moving near their last known position for 2 minutes.',
  simulate: 'Simulate Driver Movement',
  simulating: 'Simulating Driver Movement...',
  failed: {
    title: 'Simulation Not Started',
    description: 'The driver simulation could not be started right now. Please try again in a moment.',
  },
} as const;

export const manageRideStrings = {
  title: 'Manage Your Ride',
  addToCalendar: 'Add to Calendar',
  cancel: 'Cancel This Ride',
  cancelUntil: (beforePickup: string) => `You can cancel online until ${beforePickup} before pickup.`,
  // Followed by the number, as a link, and a full stop.
  tooLate: 'It is too late to cancel this ride online. To change or cancel it, please call us on',
  livePhone: CONTACT_DETAILS.liveAgentPhone,
  confirm: {
    title: 'Cancel this ride?',
    body: (ride: string) =>
      `Your ride on ${ride} will be cancelled and the van released to other customers. This cannot be undone.`,
    ok: 'Yes, Cancel Ride',
    keep: 'Keep My Ride',
  },
  cancelled: {
    title: 'Ride Cancelled',
    description: 'Your ride has been cancelled.',
  },
  cancelFailed: {
    title: 'Cancellation Failed',
    description: 'We could not cancel your ride right now. Please try again in a moment.',
  },
} as const;

/** The ride's price on its page (docs/product.md §10). */
export const ridePriceStrings = {
  title: 'Your Price',
  total: 'Total (all-in, gratuity included)',
  onRequest: 'This ride is priced on request: we will e-mail you a quote, which you accept here.',
  offered: 'Here is the price of your ride. Once you accept it, we confirm your ride.',
  accepted: 'You accepted this price.',
  accept: 'Accept the Price',
  acceptedToast: { title: 'Price Accepted', description: 'Thank you: we will confirm your ride shortly.' },
  acceptFailed: {
    title: 'Not Accepted',
    description: 'We could not record your answer right now. Please try again in a moment.',
  },
} as const;

/** A completed ride's page: a summary, no map, nothing left to manage (docs/product.md, "The ride"). */
export const completedRideStrings = {
  title: 'Thank You for Riding with Us',
  description: `This ride is complete. Your receipt is ready to download; for anything about this ride, call us on ${CONTACT_DETAILS.liveAgentPhone}.`,
  downloadReceipt: 'Download Receipt (PDF)',
} as const;

export const noShowRideStrings = {
  title: 'We Missed You',
  description: `Your chauffeur waited at the pick-up but could not find you, and this ride has ended. If this is a mistake, call us on ${CONTACT_DETAILS.liveAgentPhone}.`,
} as const;

export const cancelledRideStrings = {
  title: 'This Ride Is Cancelled',
  description: `This ride has been cancelled and will not take place. To book again, return to the home page; for help, call us on ${CONTACT_DETAILS.liveAgentPhone}.`,
} as const;
