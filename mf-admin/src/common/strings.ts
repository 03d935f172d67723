// Every string a person reads in this remote. Quoted ones come word for word from the product spec (§2, §5, §8).
import type { BookingStatus } from '@elite/contracts/booking';
import { INVALID_EMAIL_MESSAGE, PAYMENT_METHOD_LABELS } from '@elite/contracts/constants';

export const pageStrings = {
  title: 'Admin Dashboard',
  intro: 'Bookings, messages and magic links at a glance.',
  loading: 'Loading the admin dashboard',
} as const;

export const accessStrings = {
  signInTitle: 'Staff sign-in required',
  signInText: 'Sign in with your staff account to see bookings and messages and to generate magic links.',
  signIn: 'Sign In',
  staffOnlyTitle: 'This page is for staff only',
  staffOnlyText: (name: string) =>
    `You are signed in as ${name}. The admin dashboard is available to staff accounts only.`,
  home: 'Return to Home',
} as const;

export const statsStrings = {
  label: 'Overview',
  totalBookings: 'Total Bookings',
  totalCaption: 'All-time bookings',
  pendingBookings: 'Pending Bookings',
  pendingCaption: 'Awaiting confirmation',
  messages: 'Messages',
  messagesCaption: 'Contact inquiries',
  bookedRevenue: 'Booked Revenue',
  bookedRevenueCaption: 'Booked this month, less cancellations',
  completedRevenue: 'Completed Revenue',
  completedRevenueCaption: 'Rides completed this month',
  failed: 'Failed to load the dashboard counts.',
} as const;

export const magicLinkStrings = {
  title: 'Magic Link Generator',
  intro: 'Send a returning customer a one-time link that prefills their next booking from their last one.',
  emailLabel: 'Customer Email',
  emailPlaceholder: 'customer@example.com',
  generate: 'Generate Magic Link',
  send: 'Send by e-mail',
  urlLabel: 'Magic Link',
  sentNote: (email: string) => `This link was sent to ${email}.`,
  copy: 'Copy',
  copied: 'Copied',
  invalidEmail: { title: 'Invalid Email', description: INVALID_EMAIL_MESSAGE },
  generated: { title: 'Magic Link Generated', description: 'A magic link has been created successfully.' },
  sent: {
    title: 'Magic Link Sent',
    description: (email: string) => `A magic link has been sent to ${email}.`,
  },
  failed: { title: 'Error', description: 'Failed to generate magic link' },
  sendFailed: { title: 'Error', description: 'Failed to send magic link' },
  copiedToast: { title: 'Copied!', description: 'Magic link copied to clipboard' },
  copyFailed: { title: 'Error', description: 'Failed to copy to clipboard' },
} as const;

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

export const bookingStrings = {
  title: 'Bookings',
  tabs: { pending: 'Pending', confirmed: 'Confirmed', completed: 'Completed', all: 'All' },
  empty: {
    pending: 'No pending bookings found.',
    confirmed: 'No confirmed bookings found.',
    completed: 'No completed bookings found.',
    all: 'No bookings found.',
  },
  loading: 'Loading bookings',
  failed: 'Failed to load bookings.',
  bookingNumber: (id: number) => `Booking #${id}`,
  status: 'Status',
  customer: 'Customer',
  date: 'Date',
  time: 'Time',
  passengers: 'Passengers',
  price: 'Price',
  pickup: 'Pick-up',
  dropoff: 'Drop-off',
  created: 'Created',
  view: 'View',
  details: 'Details',
} as const;

export const detailsStrings = {
  title: (id: number) => `Booking #${id}`,
  close: 'Close',
  sections: { trip: 'Trip', customer: 'Customer', payment: 'Payment and notes' },
  labels: {
    status: 'Status',
    serviceType: 'Service Type',
    vehicle: 'Vehicle',
    pickup: 'Pick-up',
    dropoff: 'Drop-off',
    date: 'Date',
    time: 'Time',
    passengers: 'Passengers',
    luggage: 'Luggage',
    flightNumber: 'Flight Number',
    landing: 'Landing',
    freeWaiting: 'Free Waiting',
    roundTrip: 'Round Trip',
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    account: 'Account',
    paymentMethod: 'Payment Method',
    price: 'Price',
    specialRequests: 'Special Requests',
    created: 'Created',
    chauffeur: 'Chauffeur',
    rideStage: 'On the day',
  },
  yes: 'Yes',
  no: 'No',
  none: '—',
  guest: 'Guest booking',
  account: (userId: number) => `Client #${userId}`,
  lookupFallback: (id: number) => `#${id}`,
  paymentMethods: PAYMENT_METHOD_LABELS,
  actions: {
    label: 'Change status',
    confirmed: 'Confirm Booking',
    completed: 'Mark Completed',
    cancelled: 'Cancel Booking',
    'no-show': 'Mark No-show',
    cancelQuestion: 'Cancel this booking?',
    cancelYes: 'Yes, cancel it',
    cancelNo: 'Keep it',
    final: 'This booking is closed; its status can no longer change.',
    reason: 'Reason (optional, kept in the history)',
  },
  updated: {
    title: 'Booking Updated',
    description: (id: number, status: BookingStatus) =>
      `Booking #${id} is now ${STATUS_LABELS[status].toLowerCase()}.`,
  },
  updateFailed: {
    title: 'Update Failed',
    description: 'The booking status could not be changed. Please try again.',
  },
  /** docs/product.md §10: where the ride's price stands, and staff setting it. */
  price: {
    lines: 'Price Lines',
    state: 'Price Status',
    states: {
      booked: 'Priced at booking',
      'on-request': 'Priced on request: set its price',
      offered: 'Offered: waiting for the customer to accept',
      accepted: 'Accepted by the customer',
    },
    formTitle: 'Set the price',
    formHelp:
      'The customer is e-mailed the quote and accepts it on their ride page; the ride can be confirmed once they do.',
    lineLabel: 'Line',
    lineLabelPlaceholder: 'e.g. Transfer to Venice',
    amount: 'Amount (USD)',
    amountPlaceholder: '180.00',
    addLine: 'Add a line',
    removeLine: (index: number) => `Remove line ${index + 1}`,
    reason: 'Reason (kept with the price)',
    submit: 'Send the quote',
    saved: {
      title: 'Quote Sent',
      description: (id: number, total: string) => `Booking #${id} is offered at ${total}.`,
    },
    failed: { title: 'Price Not Set', description: 'The price could not be set. Please try again.' },
  },
  payment: {
    paid: 'Paid',
    notRecorded: 'Not yet recorded',
    shown: (method: string, amount: string, when: string) => `${method}, ${amount}, ${when}`,
    receipt: 'Receipt',
    receiptLink: (number: string) => `Download receipt no. ${number}`,
    formTitle: 'Record the payment',
    formHelp: 'How the customer paid on the day; the receipt says so.',
    method: 'Paid by',
    amount: 'Amount (USD)',
    paidAt: 'Paid at',
    submit: 'Record the payment',
    saved: {
      title: 'Payment Recorded',
      description: (id: number, amount: string) => `Booking #${id} was paid ${amount}.`,
    },
    failed: {
      title: 'Payment Not Recorded',
      description: 'The payment could not be recorded. Please try again.',
    },
  },
  schedule: {
    formTitle: 'Move the ride',
    formHelp:
      'Another day or time for the pickup, checked like a new booking; the customer is e-mailed the new time.',
    date: 'New date',
    time: 'New time',
    reason: 'Reason (optional, kept in the history)',
    submit: 'Move the ride',
    saved: {
      title: 'Ride Moved',
      description: (ride: { id: number }, when: string) => `Booking #${ride.id} now picks up ${when}.`,
    },
    failed: {
      title: 'Ride Not Moved',
      description: 'The ride could not be moved right now. Please try again.',
    },
  },
  freeWaiting: (minutes: number) => `${minutes} min after landing, until pick-up`,
  flightDelay: {
    formTitle: 'Flight delayed',
    formHelp:
      "The flight's new landing: the ride moves to it plus the free waiting it was booked with, and the customer is e-mailed the new pick-up time.",
    date: 'Landing date',
    time: 'New landing time',
    reason: 'Reason (optional, kept in the history)',
    submit: 'Flight delayed',
    saved: {
      title: 'Ride Moved',
      description: (ride: { id: number; freeWaitingMinutes?: number | null }, when: string) =>
        `Booking #${ride.id} now picks up ${when}, ${ride.freeWaitingMinutes} min after the new landing.`,
    },
    failed: {
      title: 'Ride Not Moved',
      description: 'The ride could not be moved right now. Please try again.',
    },
  },
} as const;

/** A confirmed ride's stages, as staff and the chauffeur read them (docs/product.md §12). */
export const RIDE_STAGE_LABELS = {
  'on-the-way': 'On the way',
  'on-location': 'On location',
  'on-board': 'Passenger on board',
} as const;

/** Staff make chauffeurs' accounts and assign a chauffeur to a ride (docs/product.md §12). */
export const chauffeurStrings = {
  title: 'Chauffeurs',
  help: 'Each chauffeur signs in with his e-mail and password on the chauffeur page (/driver). Customers are given his name and phone.',
  empty: 'No chauffeurs yet.',
  failed: 'Failed to load the chauffeurs.',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  password: 'Password (he can sign in with it)',
  create: 'Add the chauffeur',
  created: { title: 'Chauffeur Added', description: (name: string) => `${name} can now sign in on /driver.` },
  createFailed: {
    title: 'Chauffeur Not Added',
    description: 'The account could not be made. Please try again.',
  },
  assign: {
    formTitle: 'Chauffeur',
    formHelp: 'Who drives this ride. The confirmation e-mail gives the customer his name and phone.',
    chauffeur: 'Chauffeur',
    nobody: 'Not assigned',
    submit: 'Assign',
    saved: {
      title: 'Chauffeur Assigned',
      description: (id: number, name: string | null) =>
        name ? `${name} drives booking #${id}.` : `Booking #${id} has no chauffeur now.`,
    },
    failed: {
      title: 'Chauffeur Not Assigned',
      description: 'The chauffeur could not be assigned. Please try again.',
    },
  },
} as const;

/** The chauffeur's own page, /driver (docs/product.md §12). */
export const driverStrings = {
  title: 'My Rides',
  intro: "Today's and tomorrow's rides. Move each on as you go; the customer is told at once.",
  loading: 'Loading your rides',
  failed: 'Your rides could not be loaded. Pull to refresh, or try again in a moment.',
  retry: 'Try again',
  empty: 'No rides today or tomorrow.',
  ride: (id: number) => `Ride #${id}`,
  passengers: (count: number) => `${count} ${count === 1 ? 'passenger' : 'passengers'}`,
  luggage: (count: number) => `${count} ${count === 1 ? 'bag' : 'bags'}`,
  flight: (flight: string) => `Flight ${flight}`,
  call: (name: string) => `Call ${name}`,
  pickup: 'Pick-up',
  dropoff: 'Drop-off',
  notes: 'Notes',
  notStarted: 'Not started',
  steps: {
    'on-the-way': 'On the way',
    'on-location': 'On location',
    'on-board': 'Passenger on board',
    completed: 'Completed',
    'no-show': 'No-show',
  },
  noShowQuestion: 'The passenger did not come?',
  noShowYes: 'Yes, a no-show',
  noShowNo: 'Keep waiting',
  moved: { title: 'Ride Updated', description: (id: number, step: string) => `Ride #${id}: ${step}.` },
  moveFailed: { title: 'Not Updated', description: 'The ride could not be moved on. Please try again.' },
  sharing: 'Sharing your position with the customer',
  sharingStarting: 'Finding your position…',
  sharingDenied: 'Location is off for this site: allow it in your browser so the customer can follow you.',
  sharingUnavailable: 'Your position cannot be found right now; the customer sees your last one.',
  sharingUnsupported: 'This browser cannot share your position.',
  signInTitle: 'Chauffeur sign-in required',
  signInText: 'Sign in with your chauffeur account to see your rides.',
  driversOnlyTitle: 'This page is for chauffeurs',
  driversOnlyText: (name: string) =>
    `You are signed in as ${name}. This page is for chauffeur accounts only.`,
} as const;

export const statementStrings = {
  title: 'Corporate Account Statement',
  help: "A month's completed Corporate Account rides of one e-mail address, with their totals and the sum.",
  month: 'Month',
  email: 'Account e-mail',
  submit: 'Download the statement',
  monthRequired: 'Choose a month',
} as const;

export const messageStrings = {
  title: 'Recent Messages',
  empty: 'No messages found.',
  subjectFallback: 'Contact Inquiry',
  new: 'New',
  from: 'From',
  loading: 'Loading messages',
  failed: 'Failed to load messages.',
} as const;

/** The console's list of every booking (docs/product.md §2, "The console"). */
export const consoleStrings = {
  title: 'All Bookings',
  help: 'Search by name, e-mail, phone, place or booking number; narrow by status and ride days.',
  search: 'Search',
  searchPlaceholder: 'Name, e-mail, phone, place or #id',
  status: 'Status',
  anyStatus: 'Any status',
  from: 'Rides from',
  to: 'Rides to',
  sort: 'Order',
  sorts: {
    'created:desc': 'Newest booked first',
    'created:asc': 'Oldest booked first',
    'pickup:asc': 'Soonest pickup first',
    'pickup:desc': 'Latest pickup first',
  },
  apply: 'Show',
  exportCsv: 'Export CSV',
  empty: 'No bookings match.',
  failed: 'Failed to load bookings.',
  total: (total: number) => `${total} ${total === 1 ? 'booking' : 'bookings'}`,
  columns: {
    id: 'Booking',
    customer: 'Customer',
    pickup: 'Pickup',
    route: 'Route',
    status: 'Status',
    price: 'Price',
  },
} as const;

/** The van's calendar (docs/product.md §2, "The console"). */
export const calendarStrings = {
  title: 'Van Calendar',
  help: 'The rides that hold the van, from pick-up until it is back and ready. Requests that clash with a confirmed ride are drawn over it. Drag a ride to move it, or open it to confirm, move or decline it.',
  views: { day: 'Day', week: 'Week' },
  view: 'Calendar view',
  previous: { day: 'Previous day', week: 'Previous week' },
  today: 'Today',
  next: { day: 'Next day', week: 'Next week' },
  goTo: 'Go to day',
  failed: 'Failed to load the calendar.',
  empty: 'No rides in these days.',
  grid: (range: string) => `Rides, ${range}`,
  clashesWith: (ids: readonly number[]) => `Clashes with ${ids.map((id) => `#${id}`).join(', ')}`,
  continued: 'continued',
  drawerTitle: (id: number) => `Booking #${id}`,
  held: 'Holds the van',
  customer: 'Customer',
  service: 'Service',
  route: 'Route',
  status: 'Status',
  price: 'Price Status',
  confirm: 'Confirm',
  decline: 'Decline',
  declineQuestion: 'Decline this request?',
  declineYes: 'Yes, decline it',
  keep: 'Keep it',
  closed: 'This ride is completed; it can no longer change.',
  moveHint: 'Drag to another time, or open to confirm, move or decline.',
} as const;

/** The ride's history in the drawer (docs/product.md §2, "History"). */
export const historyStrings = {
  title: 'History',
  loading: 'Loading the history',
  failed: 'Failed to load the history.',
  empty: 'No changes recorded yet.',
  by: (who: string) => `by ${who}`,
  why: (reason: string) => `Reason: ${reason}`,
  none: 'none',
  onRequest: 'price on request',
  change: (what: string, from: string, to: string) => `${what}: ${from} → ${to}`,
  booked: (status: string, when: string, price: string) => `Booked (${status}) for ${when}, ${price}`,
  status: 'Status',
  price: 'Price',
  priceAccepted: (total: string) => `The customer accepted the price of ${total}`,
  pickup: 'Pick-up',
  payment: 'Payment',
  chauffeur: 'Chauffeur',
  stage: 'On the day',
  notStarted: 'not started',
  lines: (lines: string) => `Lines: ${lines}`,
} as const;

/** The e-mails sent for a ride, in the drawer (docs/product.md §2, "E-mails"). */
export const emailStrings = {
  title: 'E-mails',
  loading: 'Loading the e-mails',
  failed: 'Failed to load the e-mails.',
  empty: 'No e-mails for this ride yet.',
  to: (address: string) => `To ${address}`,
  statuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed', skipped: 'Skipped' },
  skipped: (reason: string) => `Not sent: ${reason}`,
  lastError: (error: string) => `Last error: ${error}`,
} as const;
