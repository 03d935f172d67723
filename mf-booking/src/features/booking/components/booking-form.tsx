import {
  bookingFormSchema,
  createBookingSchema,
  FLIGHT_ORIGINS,
  type BookingForm as BookingFormValues,
} from '@elite/contracts/booking';
import {
  FORM_NAME_FIELD,
  LUGGAGE_MAX,
  LUGGAGE_MIN,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PAYMENT_METHODS,
} from '@elite/contracts/constants';
import { isBookableVehicle } from '@elite/contracts/catalogue';
import { calendarDateIn, DEFAULT_BUSINESS_TIME_ZONE } from '@elite/contracts/ride-schedule';
import { CHARTER_HOURS_MAX, pricingKindOf } from '@elite/contracts/pricing';
import {
  ApiRequestError,
  errorMessage,
  showRefusedFields,
  formatClockTime,
  newIdempotencyKey,
  useChangedBeforeHydration,
  useHydrated,
  usePostedForm,
  useServiceTypes,
  useToast,
  useVehicles,
  zodRule,
  type EarlyValue,
  postedErrorProps,
  formatRideWhen,
} from '@elite/web-kit';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { useMemo, useRef, useState, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import { useLocation } from 'react-router';
import { SECTION_IDS } from '../../../common/section-ids';
import { bookingStrings } from '../../../common/strings';
import { useCreateBooking, type BookedRide } from '../api/use-create-booking';
import { useQuote } from '../api/use-quote';
import { useVehicleTypes } from '../api/use-vehicle-types';
import { bookingFormDefaults } from '../utils/booking-defaults';
import { BOOKING_FORM, bookingFormValues, IDEMPOTENCY_KEY_FIELD } from '../utils/booking-form-text';
import { pricingKindOfId, quoteTrip } from '../utils/quote-trip';
import { PlaceInput } from './place-input';
import { QuoteSummary } from './quote-summary';

const { labels, placeholders } = bookingStrings;
const field = bookingFormSchema.shape;
type FieldName = keyof BookingFormValues;

const { serviceType, vehicle, termsAccepted: _terms, ...sameNames } = labels;
// Each field's label by its name (the strings name two of them differently).
const FIELD_LABELS: Partial<Record<FieldName, string>> = {
  ...sameNames,
  serviceTypeId: serviceType,
  vehicleId: vehicle,
};
const rule = (name: FieldName) => [zodRule(field[name])];

// Every field empty, then the defaults: what the form returns to after a booking, prefill or not.
const resetValues = (): Partial<BookingFormValues> => ({
  ...Object.fromEntries(Object.keys(field).map((name) => [name, undefined])),
  ...bookingFormDefaults(),
});

interface Option {
  value: string | number;
  label: string;
  /** How the option's service type is priced: the stylesheet shows the Hours field for a charter by it. */
  pricing?: string;
  /** The service type's value: the stylesheet shows the flight's fields for an airport transfer by it. */
  service?: string;
}

const paymentOptions: Option[] = PAYMENT_METHODS.map((value) => ({
  value,
  label: bookingStrings.paymentMethods[value],
}));
const flightOriginOptions: Option[] = FLIGHT_ORIGINS.map((value) => ({
  value,
  label: bookingStrings.flight.origins[value],
}));
const passengerOptions: Option[] = Array.from(
  { length: PASSENGERS_MAX - PASSENGERS_MIN + 1 },
  (_, index) => ({ value: PASSENGERS_MIN + index, label: String(PASSENGERS_MIN + index) }),
);

// A native <select> sends its option's value as text: the form keeps the number the API takes.
const numberFromSelect = (event: ChangeEvent<HTMLSelectElement>) => Number(event.target.value);

/**
 * A native select, styled as antd's inputs (mf-booking.css): it opens the phone's own list on the
 * first tap, before the form's code has arrived or without it, and is posted with the form.
 */
function NativeSelect({
  options = [],
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options?: Option[] }) {
  return (
    <select {...props} className="mfb-native-select">
      {options.map(({ value, label, pricing, service }) => (
        <option key={value} value={value} data-pricing={pricing} data-service={service}>
          {label}
        </option>
      ))}
    </select>
  );
}

interface BookingFormProps {
  /** Values that replace the defaults when the form first shows (e.g. a magic-link prefill). */
  initialValues?: Partial<BookingFormValues>;
  onBooked: (booking: BookedRide) => void;
  /** The magic link the form was filled from is spent by the booking, or was refused: it is not sent again. */
  onMagicLinkSettled?: () => void;
}

// A magic link the server refuses (unknown 404, used or expired 410) no longer stands in the way:
// the next submit books without it.
const LINK_REFUSED = [404, 410];

/**
 * The booking form (docs/product.md §2). Native first (docs/architecture.md, "Forms without
 * JavaScript"): a real form posted to its own page, whose controls work on the first tap before its
 * code has arrived, and without it; the server answers a post with the booking's confirmation or
 * with this page again, the values as sent and the errors under their fields. Taken over, it checks
 * the fields as the visitor goes, books without a reload and toasts the outcome.
 */
export function BookingForm({ initialValues, onBooked, onMagicLinkSettled }: BookingFormProps) {
  const [form] = Form.useForm<BookingFormValues>();
  const toast = useToast();
  const { pathname } = useLocation();
  const { trigger, isMutating } = useCreateBooking();
  const serviceTypes = useServiceTypes();
  const vehicles = useVehicles();
  useVehicleTypes();

  // The page again after a post without JavaScript that was not booked: what was sent, and why not.
  const posted = usePostedForm(BOOKING_FORM);
  const [postedErrors, setPostedErrors] = useState(
    () => new Map(posted?.errors.map(({ path, message }) => [path, message])),
  );
  // The Idempotency-Key a native post carries: the same post sent again books once. Kept from the
  // post this page answers, which may have been stored by a service whose answer never arrived.
  const [postKey] = useState(() => posted?.values[IDEMPOTENCY_KEY_FIELD] ?? newIdempotencyKey());

  const startValues = useMemo(
    () => ({
      ...bookingFormDefaults(),
      ...initialValues,
      ...(posted ? (bookingFormValues(posted.values) as Partial<BookingFormValues>) : {}),
    }),
    [initialValues, posted],
  );
  const serviceTypeOptions = useMemo(
    () =>
      serviceTypes.data?.map(({ id, name, value }) => ({
        value: id,
        label: name,
        pricing: pricingKindOf(value),
        service: value,
      })),
    [serviceTypes.data],
  );
  const vehicleOptions = useMemo(
    () =>
      vehicles.data
        ? vehicles.data.filter(isBookableVehicle).map(({ id, name }) => ({ value: id, label: name }))
        : undefined,
    [vehicles.data],
  );

  // The trip as it stands, priced as soon as it is known; a transfer's hours are no part of it.
  const values = Form.useWatch((all: Partial<BookingFormValues>) => all, form) ?? startValues;
  const kind = pricingKindOfId(values.serviceTypeId, serviceTypes.data);
  const trip = quoteTrip(values, kind);
  const hydrated = useHydrated();
  // An airport pick-up (docs/product.md §5): an airport transfer, or a pick-up the server knows as an
  // airport (the quote says). Its quote also says the pick-up the landing time sets.
  const { data: quote } = useQuote(hydrated ? trip : null);
  const serviceValue = serviceTypes.data?.find(({ id }) => id === values.serviceTypeId)?.value;
  const airportPickup = serviceValue === 'airport' || quote?.airportPickup === true;
  const flight = airportPickup && values.landingTime ? quote?.flight : undefined;

  // What the visitor typed, ticked or chose before the code took the form over stays theirs.
  const around = useRef<HTMLDivElement>(null);
  useChangedBeforeHydration(around, (changed: Record<string, EarlyValue>) => {
    const texts = Object.fromEntries(
      Object.entries(changed).map(([name, value]) => [name, value === true ? 'true' : String(value)]),
    );
    const values = bookingFormValues(texts);
    form.setFieldsValue(
      Object.fromEntries(Object.keys(changed).map((name) => [name, values[name as FieldName]])),
    );
  });

  // The server's error for a field stands under it until the visitor changes that field.
  const item = (name: FieldName) => {
    const postedError = postedErrors.get(name);
    return {
      name,
      label: FIELD_LABELS[name],
      rules: rule(name),
      ...postedErrorProps(postedError),
    };
  };

  // One key per submission: sending the same form again after a failure (a timeout, a 503) is the
  // same submission, so a booking the server did store is answered again, not made twice. Any
  // change to the form, or a success, starts a new one.
  const submission = useRef<string | null>(null);
  const submit = async ({ termsAccepted: _accepted, ...values }: BookingFormValues) => {
    submission.current ??= newIdempotencyKey();
    try {
      const booking = await trigger({
        // A landing time left in the fields of a pick-up that is no longer at an airport is not sent.
        booking: createBookingSchema.parse(airportPickup ? values : { ...values, landingTime: null }),
        idempotencyKey: submission.current,
      });
      submission.current = null;
      toast.success(bookingStrings.success.title, bookingStrings.success.description);
      form.resetFields();
      form.setFieldsValue(resetValues());
      if (values.magicLinkToken) onMagicLinkSettled?.();
      onBooked(booking);
    } catch (error) {
      toast.error(bookingStrings.failure.title, errorMessage(error, bookingStrings.failure.description));
      if (values.magicLinkToken && error instanceof ApiRequestError && LINK_REFUSED.includes(error.status)) {
        form.setFieldValue('magicLinkToken', undefined);
        onMagicLinkSettled?.();
      }
      showRefusedFields(form, error, (name) => name in field);
    }
  };

  // The company's day, as the server checks it (docs/product.md §5).
  const today = calendarDateIn(new Date(), DEFAULT_BUSINESS_TIME_ZONE);
  return (
    <div ref={around}>
      <Form<BookingFormValues>
        form={form}
        name="booking-form"
        method="post"
        action={`${pathname}#${SECTION_IDS.booking}`}
        noValidate
        layout="vertical"
        size="large"
        initialValues={startValues}
        onFinish={submit}
        onValuesChange={(changed: Partial<BookingFormValues>) => {
          submission.current = null;
          const touched = Object.keys(changed).filter((name) => postedErrors.has(name));
          if (touched.length > 0)
            setPostedErrors((errors) => new Map([...errors].filter(([name]) => !touched.includes(name))));
        }}
        scrollToFirstError={{ block: 'center', focus: true }}
        className="mfb-booking-form"
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={BOOKING_FORM} />
        <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} defaultValue={postKey} />
        {posted?.message ? (
          <p className="mfb-form-error" role="alert">
            <strong>{bookingStrings.failure.title}.</strong> {posted.message}
          </p>
        ) : null}
        <fieldset className="mfb-fieldset">
          <legend className="mfb-legend">{bookingStrings.tripHeading}</legend>
          <div className="mfb-form-grid">
            <Form.Item {...item('serviceTypeId')} getValueFromEvent={numberFromSelect}>
              <NativeSelect name="serviceTypeId" options={serviceTypeOptions} />
            </Form.Item>
            <Form.Item {...item('vehicleId')} getValueFromEvent={numberFromSelect}>
              <NativeSelect name="vehicleId" options={vehicleOptions} />
            </Form.Item>
            <Form.Item {...item('pickupLocation')}>
              <PlaceInput name="pickupLocation" placeholder={placeholders.pickupLocation} />
            </Form.Item>
            <Form.Item {...item('dropoffLocation')}>
              <PlaceInput name="dropoffLocation" placeholder={placeholders.dropoffLocation} />
            </Form.Item>
            <Form.Item {...item('date')} className="mfb-half">
              <Input type="date" name="date" min={today} className="mfb-full-width" />
            </Form.Item>
            <Form.Item {...item('time')} className="mfb-half">
              <Input type="time" name="time" className="mfb-full-width" />
            </Form.Item>
            <Form.Item {...item('passengers')} className="mfb-half" getValueFromEvent={numberFromSelect}>
              <NativeSelect name="passengers" options={passengerOptions} />
            </Form.Item>
            <Form.Item {...item('luggage')} className="mfb-half">
              <InputNumber
                name="luggage"
                min={LUGGAGE_MIN}
                max={LUGGAGE_MAX}
                precision={0}
                controls={false}
                className="mfb-full-width"
              />
            </Form.Item>
            <Form.Item {...item('flightNumber')}>
              <Input name="flightNumber" placeholder={placeholders.flightNumber} />
            </Form.Item>
            {/* Always in the page, so they are there before the code and without it; the stylesheet hides
                them while another service than an airport transfer is chosen, unless the code knows the
                pick-up is an airport (mf-booking.css, .mfb-flight). */}
            <Form.Item
              {...item('landingTime')}
              className={`mfb-half mfb-flight${airportPickup ? ' mfb-flight-shown' : ''}`}
              extra={
                flight
                  ? bookingStrings.flight.pickup(
                      flight.date === flight.landingDate
                        ? formatClockTime(flight.time)
                        : formatRideWhen(flight.date, flight.time),
                      flight.freeWaitingMinutes,
                    )
                  : bookingStrings.flight.landingHint
              }
            >
              <Input type="time" name="landingTime" className="mfb-full-width" />
            </Form.Item>
            <Form.Item
              {...item('flightOrigin')}
              className={`mfb-half mfb-flight${airportPickup ? ' mfb-flight-shown' : ''}`}
            >
              <NativeSelect name="flightOrigin" options={flightOriginOptions} />
            </Form.Item>
            <Form.Item {...item('isRoundTrip')} valuePropName="checked">
              <Checkbox name="isRoundTrip" value="true" />
            </Form.Item>
            {/* Always in the page, so it is there before the code and without it; the stylesheet
                hides it while a transfer is chosen (mf-booking.css, .mfb-hours). */}
            <Form.Item {...item('hours')} extra={bookingStrings.hoursHint} className="mfb-hours">
              <InputNumber
                name="hours"
                min={1}
                max={CHARTER_HOURS_MAX}
                precision={0}
                controls={false}
                inputMode="numeric"
                className="mfb-full-width"
              />
            </Form.Item>
          </div>
        </fieldset>

        <fieldset className="mfb-fieldset">
          <legend className="mfb-legend">{bookingStrings.contactHeading}</legend>
          <div className="mfb-form-grid">
            <Form.Item {...item('fullName')}>
              <Input name="fullName" placeholder={placeholders.fullName} autoComplete="name" />
            </Form.Item>
            <Form.Item {...item('email')}>
              <Input type="email" name="email" placeholder={placeholders.email} autoComplete="email" />
            </Form.Item>
            <Form.Item {...item('phone')}>
              <Input type="tel" name="phone" placeholder={placeholders.phone} autoComplete="tel" />
            </Form.Item>
            <Form.Item {...item('paymentMethod')}>
              <NativeSelect name="paymentMethod" options={paymentOptions} />
            </Form.Item>
            <Form.Item {...item('specialRequests')} className="mfb-span-all">
              <Input.TextArea name="specialRequests" rows={4} placeholder={placeholders.specialRequests} />
            </Form.Item>
          </div>
        </fieldset>

        {/* Sent with the booking, which spends the magic link the form was filled from. */}
        <Form.Item name="magicLinkToken" hidden>
          <Input type="hidden" name="magicLinkToken" />
        </Form.Item>
        {/* The price is asked of the server by the form's code: without it, the booking shows it. */}
        {hydrated ? <QuoteSummary trip={trip} /> : null}
        <Form.Item {...item('termsAccepted')} valuePropName="checked">
          <Checkbox name="termsAccepted" value="true">
            {labels.termsAccepted}
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={isMutating} className="mfb-submit">
          {bookingStrings.submit}
        </Button>
      </Form>
    </div>
  );
}
