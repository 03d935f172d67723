// Every business constant of the product spec (section 9 and the rules around it), held once, and the
// one way a ride's day and clock are written (ride-format.ts): every frontend compiles this file in for
// its first screen (web-kit's federation-shared.cjs), so what it holds has no dependency.

export { formatCalendarDate, formatClockTime, formatRideWhen } from './ride-format';

export const PRODUCT_NAME = 'Elite Transport';

export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 14;
export const LUGGAGE_MIN = 0;
export const LUGGAGE_MAX = 10;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * What a repeated booking request is answered with instead of the ride's token, which is stored
 * nowhere (docs/architecture.md §6): the booking e-mail holds the link.
 */
export const REPLAYED_BOOKING_NOTICE =
  'This booking was already made: the link to your ride is in the e-mail we sent you.';

export const MAGIC_LINK_TOKEN_LENGTH = 32;
export const MAGIC_LINK_DEFAULT_TTL_SECONDS = 24 * 60 * 60;

export const DASHBOARD_LIST_SIZE = 5;
export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 200;
export const COPIED_INDICATOR_RESET_MS = 2_000;

export const HEADER_OPAQUE_SCROLL_PX = 10;

export const PRICE_PER_MILE_USD = 3;
export const TOURS_FROM_USD = 85;
export const TOUR_NAME_MARKER = 'tour';
export const FLEET_VEHICLE_ID = 1;
/** Vehicles whose name contains one of these are hidden from the booking form's dropdown. */
export const HIDDEN_VEHICLE_NAME_PARTS = ['BMW', 'Cadillac'] as const;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_MAX_WIDTH_PX = 420;

export const LOCATION_POLL_INTERVAL_MS = 3_000;
export const LOCATION_STALE_AFTER_MS = 5 * 60 * 1_000;
export const SIMULATION_DURATION_MS = 2 * 60 * 1_000;
export const SIMULATION_INTERVAL_MS = 3_000;

export const MAP_DEFAULT_ZOOM = 13;
export const MAP_HEIGHT_PX = 400;
/** Downtown Los Angeles. */
export const MAP_DEFAULT_CENTER: readonly [number, number] = [34.0522, -118.2437];

/**
 * The anchors of the home page's sections: mf-booking draws them, the shell's header and footer
 * link to them (/#fleet).
 */
export const HOME_SECTIONS = {
  services: 'services',
  fleet: 'fleet',
  booking: 'booking',
  testimonials: 'testimonials',
  contact: 'contact',
} as const;
export type HomeSection = (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];

export const THEME_STORAGE_KEY = 'elite-transport-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

/** The most a request body may carry, at the gateway and at every service (docs/architecture.md §6). */
export const REQUEST_BODY_LIMIT_BYTES = 32 * 1024;

export const CONTACT_DETAILS = {
  liveAgentPhone: '(310) 555-0148',
  textForQuotePhone: '(310) 555-0172',
  reservationsEmail: 'reservations@elitetransport.example',
  responseNote: 'We respond within 1 hour',
} as const;

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '8:00 AM-8:00 PM' },
  { days: 'Sat', hours: '9:00 AM-6:00 PM' },
  { days: 'Sun', hours: '10:00 AM-4:00 PM' },
] as const;
export const TRANSPORT_AVAILABILITY = 'Transportation is available 24/7.';

export const SERVICE_ICONS = [
  'plane-arrival',
  'building',
  'glass-cheers',
  'route',
  'briefcase',
  'clock',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

// Held here, not beside the booking schemas, so that a page can name them without building any schema.
export const PAYMENT_METHODS = ['cash', 'card', 'paypal', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Credit Card',
  paypal: 'PayPal',
  account: 'Corporate Account',
};

/** How a ride was actually paid on the day, as staff record it (docs/product.md §11 "The receipt"). */
export const PAID_METHODS = ['cash', 'card', 'paypal'] as const;
export type PaidMethod = (typeof PAID_METHODS)[number];
export const PAID_METHOD_LABELS: Record<PaidMethod, string> = {
  cash: 'Cash',
  card: "Card at the chauffeur's terminal",
  paypal: 'PayPal',
};

/**
 * A page the gateway rendered on the server (docs/architecture.md, "Server rendering") carries the
 * data it was drawn from as JSON in `<script type="application/json" id="elite-server-render">`,
 * so that the browser's first render, which takes the HTML over, draws the same thing.
 */
export const SERVER_RENDER_DATA_ID = 'elite-server-render';

/**
 * The digest of every part the server left to the browser (a remote without a server build, or one
 * whose render failed; the server logs why). The browser renders such a part as it would without a
 * server and, seeing this digest, knows it was meant: it is no error of the page.
 */
export const SERVER_RENDER_SKIPPED_DIGEST = 'elite-server-render-skipped';

/**
 * The performance mark (`performance.mark`) the shell sets once its page answers: a server-drawn page
 * taken over by its code (its chrome at least), or a page the browser drew itself. Real-user timing
 * can read it; a test that must use the page's code, not its server HTML, waits for it.
 */
export const PAGE_HYDRATED_MARK = 'elite:page-hydrated';

/**
 * The fallback key under which a server render says who is signed in: `{ user: null }` when the
 * request carried no session, so a page that depends on it (/admin) is drawn as the visitor will see it.
 */
export const SIGNED_IN_USER_KEY = '/api/auth/me';

/**
 * Forms without JavaScript (docs/architecture.md, "Forms without JavaScript"): every form of a page
 * is a real `<form method="post">` to the page's own address, and names itself in this hidden field
 * (`booking`, `contact`, `newsletter`, `sign-in`, `register`, `cancel`), so the server knows which of
 * the page's forms was sent.
 */
export const FORM_NAME_FIELD = '_form';

/**
 * The fallback key under which a server render that answers a posted form puts what was posted:
 * the values kept and the errors next to their fields (`PostedForm` in server-render.ts).
 */
export const POSTED_FORM_KEY = 'elite:posted-form';

/**
 * The id of the sign-in / register dialog the shell draws on every page (a popover, docs/architecture.md,
 * "Forms without JavaScript"): any page's Sign In is a `<button popovertarget={AUTH_DIALOG_ID}>`, which
 * opens it natively, before and without the page's code.
 */
export const AUTH_DIALOG_ID = 'auth-dialog';

/**
 * The query flag a page is sent back with after a form whose success shows on the page itself
 * (Post/Redirect/Get): `?done=newsletter` shows the footer's "Subscribed".
 */
export const FORM_DONE_PARAM = 'done';

/**
 * What a redeemed point is worth (docs/product.md §10, "Rewards credit"): each point redeemed becomes
 * this many cents of credit, which the client's next instant-priced booking takes off its price.
 * 100 points (one completed ride) are $5.00.
 */
export const REWARDS_CREDIT_CENTS_PER_POINT = 5;

/** The credit, in cents, that redeeming these points makes. */
export function creditCentsForPoints(points: number): number {
  return points * REWARDS_CREDIT_CENTS_PER_POINT;
}

/** A path with a ride's access token in its query, or without one. */
export const withToken = (path: string, token: string | undefined) =>
  token === undefined ? path : `${path}?${new URLSearchParams({ token })}`;

/**
 * The ride's page (tracking and managing it); with the access token, the link a guest is given. Here,
 * among the constants, so a first screen (the rewards history) links to a ride without loading schemas.
 */
export function ridePagePath(id: number, token?: string): string {
  return withToken(`/tracking/${id}`, token);
}
