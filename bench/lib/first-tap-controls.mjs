// Issue 24's controls: what a new visitor taps first on each public page, as the server's HTML has it
// on a phone (412×823; the header's own links and buttons are behind the menu there). Each has a kind
// and so its goal: 'native', an effect the browser gives without the page's code (typing, a link, a
// form post, a menu), within 200 ms; 'rich', a widget the page's code draws (a select list, a date
// picker, a dialog), within 500 ms. The effect is what the visitor sees, as the page's probe tests it
// every frame (first-tap.mjs):
//   { visible: selector, text? }  an element matching it (containing `text`) shows in the viewport;
//   { value: expected }           the control holds the text typed (`type`), and still holds it
//                                 once it has been taken over by its code (typed text kept);
//   { scrolled: true }            the page scrolls (a link to a section of the same page);
//   { navigated: true }           a navigation begins (a link to another page, or a download);
//                                 beside `visible`, either one (a form that posts natively until
//                                 its code has taken it over, and then answers in the page).
// A control the list names but the page lacks fails the run: the list follows the pages.
import { BUDGETS } from '../budgets.mjs';

/** Where a first tap counts as lost: no visible effect this long after it. */
export const FIRST_TAP_LOST_AFTER_MS = 10_000;

/** Issue 24's goal per kind of effect (bench/budgets.mjs). */
export const FIRST_TAP_GOAL_MS = { native: BUDGETS.firstTapNativeMaxMs, rich: BUDGETS.firstTapRichMaxMs };

/** When the tap comes, in ms after the load event: the moments the goal is checked at. */
export const FIRST_TAP_MOMENTS = { atLoad: 0, oneSecondAfterLoad: 1_000 };

/** The pages measured, as bench/run.mjs names their addresses (LIGHTHOUSE_ROUTES and /booking). */
export const FIRST_TAP_PAGES = [
  '/',
  '/booking',
  '/rewards',
  '/admin',
  '/tracking/{id}?token=…',
  '/magic-link/{token}',
];

const MENU = {
  control: 'menu button',
  selector: 'button[aria-label="Open menu"]',
  kind: 'native',
  effect: { visible: '#mobile-menu' },
};
// The booking form's lists are native selects: the phone's own list opens (`:open`, the select
// while its picker shows; Chromium 133 and later), drawn by the browser, not the page.
const SELECT_LIST = (id) => ({ visible: `#${id}:open` });
// A native date or time field: its picker opens (a phone), or the field takes the input (desktop
// Chromium, whose picker is behind the field's icon).
const PICKER = (id) => ({ visible: `#${id}:is(:open, :focus)` });
// The dialogs are popovers in the server's HTML (docs/architecture.md, "The first screen").
const SIGN_IN_DIALOG = { visible: '#auth-dialog' };
const CANCEL_DIALOG = { visible: '#mft-cancel-dialog' };
const FORM_ERROR = (form) => ({ visible: `#${form} .ant-form-item-explain-error` });
// A native form's submit: posted (a navigation begins) before its code has taken it over, its
// messages shown in place after.
const FORM_SENT_OR_ERROR = (form) => ({ ...FORM_ERROR(form), navigated: true });
const NEWSLETTER_EMAIL = {
  control: 'newsletter e-mail: typing "ana@example.com"',
  selector: '#newsletter-email',
  kind: 'native',
  type: 'ana@example.com',
  effect: { value: 'ana@example.com' },
};

/** Every control measured: { page, control, selector (the element tapped at its centre), kind, effect, type? }. */
export const FIRST_TAP_CONTROLS = [
  { page: '/', ...MENU },
  {
    page: '/',
    control: 'hero: Book Your Journey (link to #booking)',
    selector: '.mfb-hero a[href="#booking"]',
    kind: 'native',
    effect: { scrolled: true },
  },
  {
    page: '/',
    control: 'booking form: Vehicle select',
    selector: '#booking-form_vehicleId',
    kind: 'rich',
    effect: SELECT_LIST('booking-form_vehicleId'),
  },
  {
    page: '/',
    control: 'booking form: typing "LAX" into Pick-up Location',
    selector: '#booking-form_pickupLocation',
    kind: 'native',
    type: 'LAX',
    effect: { value: 'LAX' },
  },
  {
    page: '/',
    control: 'booking form: Date',
    selector: '#booking-form_date',
    kind: 'rich',
    effect: PICKER('booking-form_date'),
  },
  {
    page: '/',
    control: 'booking form: Time',
    selector: '#booking-form_time',
    kind: 'rich',
    effect: PICKER('booking-form_time'),
  },
  {
    page: '/',
    control: 'booking form: Passengers select',
    selector: '#booking-form_passengers',
    kind: 'rich',
    effect: SELECT_LIST('booking-form_passengers'),
  },
  {
    page: '/',
    control: 'booking form: Book Now, empty (posted, or the fields say what is missing)',
    selector: '#booking-form button[type="submit"]',
    kind: 'native',
    effect: FORM_SENT_OR_ERROR('booking-form'),
  },
  {
    page: '/',
    control: 'contact form: typing "Ana" into Name',
    selector: '#contact-form_name',
    kind: 'native',
    type: 'Ana',
    effect: { value: 'Ana' },
  },
  { page: '/', ...NEWSLETTER_EMAIL },
  {
    page: '/',
    control: 'newsletter: Subscribe, empty (says what is missing, or posts to the page)',
    selector: '.newsletter button[type="submit"]',
    kind: 'native',
    effect: { visible: '#newsletter-problem', navigated: true },
  },
  {
    page: '/booking',
    control: 'booking form: Vehicle select',
    selector: '#booking-form_vehicleId',
    kind: 'rich',
    effect: SELECT_LIST('booking-form_vehicleId'),
  },
  {
    page: '/booking',
    control: 'booking form: typing "LAX" into Pick-up Location',
    selector: '#booking-form_pickupLocation',
    kind: 'native',
    type: 'LAX',
    effect: { value: 'LAX' },
  },
  {
    page: '/booking',
    control: 'booking form: Book Now, empty (posted, or the fields say what is missing)',
    selector: '#booking-form button[type="submit"]',
    kind: 'native',
    effect: FORM_SENT_OR_ERROR('booking-form'),
  },
  {
    page: '/booking',
    control: 'header: Elite Transport (link to /)',
    selector: 'a.brand',
    kind: 'native',
    effect: { navigated: true },
  },
  {
    page: '/rewards',
    control: 'Sign In',
    selector: '.mfr-notice button',
    kind: 'rich',
    effect: SIGN_IN_DIALOG,
  },
  { page: '/rewards', ...MENU },
  { page: '/rewards', ...NEWSLETTER_EMAIL },
  {
    page: '/admin',
    control: 'Sign In',
    selector: '.mfa-notice button',
    kind: 'rich',
    effect: SIGN_IN_DIALOG,
  },
  { page: '/admin', ...MENU },
  {
    page: '/tracking/{id}?token=…',
    control: 'Cancel This Ride',
    selector: '.mft-manage button.ant-btn-dangerous',
    kind: 'rich',
    effect: CANCEL_DIALOG,
  },
  {
    page: '/tracking/{id}?token=…',
    control: 'Add to Calendar (a download)',
    selector: '.mft-manage a[download]',
    kind: 'native',
    effect: { navigated: true },
  },
  {
    page: '/tracking/{id}?token=…',
    control: 'Simulate Driver Movement (posted, or running in place)',
    selector: '.mft-demo button',
    kind: 'native',
    effect: { visible: '.mft-demo button', text: 'Simulating', navigated: true },
  },
  {
    page: '/magic-link/{token}',
    control: 'Book Similar Ride',
    selector: '.mfb-magic-actions a.ant-btn-primary',
    kind: 'native',
    effect: { navigated: true },
  },
  {
    page: '/magic-link/{token}',
    control: 'Return to Home',
    selector: '.mfb-magic-actions a.ant-btn-default',
    kind: 'native',
    effect: { navigated: true },
  },
];
