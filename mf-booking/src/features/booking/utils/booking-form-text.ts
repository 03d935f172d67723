import type { BookingForm } from '@elite/contracts/booking';

/** The booking form's name in a native post (FORM_NAME_FIELD; docs/architecture.md, "Forms without JavaScript"). */
export const BOOKING_FORM = 'booking';
/** The hidden field with the Idempotency-Key of a native post: sent again, the form books once. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

type FieldName = keyof BookingForm;

const NUMBER_FIELDS: readonly FieldName[] = ['serviceTypeId', 'vehicleId', 'passengers', 'luggage', 'hours'];
// A checkbox is posted with its value ('true') when ticked, and not at all otherwise.
const CHECKBOX_FIELDS: readonly FieldName[] = ['isRoundTrip', 'termsAccepted'];
const TEXT_FIELDS: readonly FieldName[] = [
  'pickupLocation',
  'dropoffLocation',
  'date',
  'time',
  'flightNumber',
  'landingTime',
  'flightOrigin',
  'fullName',
  'email',
  'phone',
  'specialRequests',
  'paymentMethod',
  'magicLinkToken',
];

const WHOLE_NUMBER = /^\s*-?\d{1,10}\s*$/;

/**
 * A booking form's fields as posted (text, as a `<form>` sends it) turned into the JSON types the
 * contracts' bookingFormSchema takes, so that the server checks a native post with the schema the
 * API uses, and a page answering one starts its form from what was sent. A number that is not one
 * stays text (the schema then says '… must be a number'); an empty field is left out.
 */
export function bookingFormValues(fields: Record<string, string>): Partial<Record<FieldName, unknown>> {
  const values: Partial<Record<FieldName, unknown>> = {};
  for (const name of NUMBER_FIELDS) {
    const text = fields[name];
    if (text !== undefined && text.trim() !== '')
      values[name] = WHOLE_NUMBER.test(text) ? Number(text) : text;
  }
  for (const name of CHECKBOX_FIELDS) values[name] = fields[name] === 'true';
  for (const name of TEXT_FIELDS) {
    const text = fields[name];
    if (text !== undefined && text !== '') values[name] = text;
  }
  return values;
}
