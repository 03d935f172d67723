// mf_booking's forms posted without JavaScript (docs/architecture.md, "Forms without JavaScript"):
// checked with the schemas the API checks, sent to the service with the visitor's cookie, and
// answered with where the visitor goes next or with the page again (web-kit's answerForm).
import {
  bookingFormSchema,
  createdBookingSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@elite/contracts/booking';
import { createContactMessageSchema } from '@elite/contracts/contact';
import type { PageAction, PageActionInput, PageActionResult } from '@elite/contracts/server-render';
import { apiPost, newIdempotencyKey } from '@elite/web-kit';
import { answerForm, parseFormFields } from '@elite/web-kit/server-entry';
import { bookingStrings, contactStrings } from './common/strings';
import { BOOKINGS_KEY } from './features/booking/api/use-create-booking';
import { bookedPath } from './features/booking/utils/booked-path';
import {
  BOOKING_FORM,
  bookingFormValues,
  IDEMPOTENCY_KEY_FIELD,
} from './features/booking/utils/booking-form-text';
import { CONTACT_KEY } from './features/contact/api/use-send-contact-message';
import { CONTACT_FORM, contactSentPath } from './features/contact/utils/contact-form-text';

/** The home page's path: the page the contact form is on. */
const HOME_PATH = '/';

function answerBooking(input: PageActionInput): Promise<PageActionResult> {
  return answerForm(input, bookingStrings.failure.description, async () => {
    const { termsAccepted: _accepted, ...booking } = parseFormFields(
      bookingFormSchema,
      bookingFormValues(input.fields),
    );
    // The key rendered into the form: the same post sent again (a reload, a retry) books once.
    const key = idempotencyKeySchema.safeParse(input.fields[IDEMPOTENCY_KEY_FIELD]);
    const created = await apiPost(BOOKINGS_KEY, booking, {
      schema: createdBookingSchema,
      headers: { ...input.headers, [IDEMPOTENCY_KEY_HEADER]: key.success ? key.data : newIdempotencyKey() },
    });
    return { redirect: bookedPath(created) };
  });
}

function answerContact(input: PageActionInput): Promise<PageActionResult> {
  return answerForm(input, contactStrings.failure.description, async () => {
    const message = parseFormFields(createContactMessageSchema, input.fields);
    await apiPost(CONTACT_KEY, message, { headers: input.headers });
    return { redirect: contactSentPath(HOME_PATH) };
  });
}

type FormAnswer = (input: PageActionInput) => Promise<PageActionResult>;

/** The forms on each page, by the name each posts under FORM_NAME_FIELD (any other is not ours). */
const PAGE_FORMS = new Map<string, Map<string, FormAnswer>>([
  [
    'HomePage',
    new Map([
      [BOOKING_FORM, answerBooking],
      [CONTACT_FORM, answerContact],
    ]),
  ],
  ['BookingPage', new Map([[BOOKING_FORM, answerBooking]])],
]);

export const action: PageAction = async (module, input) => PAGE_FORMS.get(module)?.get(input.form)?.(input);
