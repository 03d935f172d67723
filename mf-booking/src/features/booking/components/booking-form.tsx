import {
  bookingFormSchema,
  createBookingSchema,
  type BookingForm as BookingFormValues,
  type CreatedBooking,
} from '@elite/contracts/booking';
import {
  LUGGAGE_MAX,
  LUGGAGE_MIN,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PAYMENT_METHODS,
} from '@elite/contracts/constants';
import {
  ApiRequestError,
  errorMessage,
  newIdempotencyKey,
  useServiceTypes,
  useHydrated,
  useToast,
  useVehicles,
  zodRule,
} from '@elite/web-kit';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import TimePicker from 'antd/es/time-picker';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMemo, useRef, type ReactNode } from 'react';
import { bookingStrings } from '../../../common/strings';
import { useCreateBooking } from '../api/use-create-booking';
import { useVehicleTypes } from '../api/use-vehicle-types';
import { bookingFormDefaults, DATE_FORMAT, TIME_FORMAT } from '../utils/booking-defaults';
import { visibleVehicles } from '../utils/visible-vehicles';

// Reading '12:00' back with its format needs this plugin (antd's pickers add it too; extend is idempotent).
dayjs.extend(customParseFormat);

const { labels, placeholders } = bookingStrings;
const field = bookingFormSchema.shape;
const rule = (name: keyof typeof field) => [zodRule(field[name])];

// The form keeps date and time as the strings the API takes; the pickers get dayjs values.
const dateProps = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value, DATE_FORMAT) : undefined }),
  normalize: (value?: Dayjs | null) => value?.format(DATE_FORMAT),
};
const timeProps = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value, TIME_FORMAT) : undefined }),
  normalize: (value?: Dayjs | null) => value?.format(TIME_FORMAT),
};
const isPastDay = (day: Dayjs) => day.isBefore(dayjs(), 'day');

// Every field empty, then the defaults: what the form returns to after a booking, prefill or not.
const resetValues = (): Partial<BookingFormValues> => ({
  ...Object.fromEntries(Object.keys(field).map((name) => [name, undefined])),
  ...bookingFormDefaults(),
});

// Until (or unless) the list loads, show nothing rather than the bare id of the default choice.
const optionLabel = ({ label }: { label?: ReactNode }) => label;

const paymentOptions = PAYMENT_METHODS.map((value) => ({
  value,
  label: bookingStrings.paymentMethods[value],
}));

interface BookingFormProps {
  /** Values that replace the defaults when the form first shows (e.g. a magic-link prefill). */
  initialValues?: Partial<BookingFormValues>;
  onBooked: (booking: CreatedBooking) => void;
  /** The magic link the form was filled from is spent by the booking, or was refused: it is not sent again. */
  onMagicLinkSettled?: () => void;
}

// A magic link the server refuses (unknown 404, used or expired 410) no longer stands in the way:
// the next submit books without it.
const LINK_REFUSED = [404, 410];

export function BookingForm({ initialValues, onBooked, onMagicLinkSettled }: BookingFormProps) {
  const [form] = Form.useForm<BookingFormValues>();
  const toast = useToast();
  // Drawn by the server too, and taken over by its code later (docs/architecture.md, "Server
  // rendering"): until then every field is disabled, since what is typed into server HTML is reset
  // when the code takes it over, and Book Now would send it as a plain HTML form.
  const hydrated = useHydrated();
  const { trigger, isMutating } = useCreateBooking();
  const serviceTypes = useServiceTypes();
  const vehicles = useVehicles();
  useVehicleTypes();

  const startValues = useMemo(() => ({ ...bookingFormDefaults(), ...initialValues }), [initialValues]);
  const serviceTypeOptions = useMemo(
    () => serviceTypes.data?.map(({ id, name }) => ({ value: id, label: name })),
    [serviceTypes.data],
  );
  const vehicleOptions = useMemo(
    () =>
      vehicles.data
        ? visibleVehicles(vehicles.data).map(({ id, name }) => ({ value: id, label: name }))
        : undefined,
    [vehicles.data],
  );

  // One key per submission: sending the same form again after a failure (a timeout, a 503) is the
  // same submission, so a booking the server did store is answered again, not made twice. Any
  // change to the form, or a success, starts a new one.
  const submission = useRef<string | null>(null);

  const submit = async ({ termsAccepted: _accepted, ...values }: BookingFormValues) => {
    submission.current ??= newIdempotencyKey();
    try {
      const booking = await trigger({
        booking: createBookingSchema.parse(values),
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
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0) {
        form.setFields(
          error.fieldErrors
            .filter(({ path }) => path in field)
            .map(({ path, message }) => ({ name: path as keyof BookingFormValues, errors: [message] })),
        );
      }
    }
  };

  return (
    <Form<BookingFormValues>
      form={form}
      name="booking-form"
      layout="vertical"
      size="large"
      initialValues={startValues}
      disabled={!hydrated}
      onFinish={submit}
      onValuesChange={() => {
        submission.current = null;
      }}
      scrollToFirstError={{ block: 'center', focus: true }}
      className="mfb-booking-form"
    >
      <fieldset className="mfb-fieldset">
        <legend className="mfb-legend">{bookingStrings.tripHeading}</legend>
        <div className="mfb-form-grid">
          <Form.Item name="serviceTypeId" label={labels.serviceType} rules={rule('serviceTypeId')}>
            <Select options={serviceTypeOptions} loading={serviceTypes.isLoading} labelRender={optionLabel} />
          </Form.Item>
          <Form.Item name="vehicleId" label={labels.vehicle} rules={rule('vehicleId')}>
            <Select options={vehicleOptions} loading={vehicles.isLoading} labelRender={optionLabel} />
          </Form.Item>
          <Form.Item name="pickupLocation" label={labels.pickupLocation} rules={rule('pickupLocation')}>
            <Input placeholder={placeholders.pickupLocation} autoComplete="street-address" />
          </Form.Item>
          <Form.Item name="dropoffLocation" label={labels.dropoffLocation} rules={rule('dropoffLocation')}>
            <Input placeholder={placeholders.dropoffLocation} />
          </Form.Item>
          <Form.Item name="date" label={labels.date} className="mfb-half" rules={rule('date')} {...dateProps}>
            <DatePicker
              format={DATE_FORMAT}
              disabledDate={isPastDay}
              allowClear={false}
              className="mfb-full-width"
            />
          </Form.Item>
          <Form.Item name="time" label={labels.time} className="mfb-half" rules={rule('time')} {...timeProps}>
            <TimePicker
              format={TIME_FORMAT}
              minuteStep={5}
              needConfirm={false}
              allowClear={false}
              className="mfb-full-width"
            />
          </Form.Item>
          <Form.Item
            name="passengers"
            label={labels.passengers}
            className="mfb-half"
            rules={rule('passengers')}
          >
            <InputNumber min={PASSENGERS_MIN} max={PASSENGERS_MAX} precision={0} className="mfb-full-width" />
          </Form.Item>
          <Form.Item name="luggage" label={labels.luggage} className="mfb-half" rules={rule('luggage')}>
            <InputNumber min={LUGGAGE_MIN} max={LUGGAGE_MAX} precision={0} className="mfb-full-width" />
          </Form.Item>
          <Form.Item name="flightNumber" label={labels.flightNumber} rules={rule('flightNumber')}>
            <Input placeholder={placeholders.flightNumber} />
          </Form.Item>
          <Form.Item
            name="isRoundTrip"
            label={labels.isRoundTrip}
            valuePropName="checked"
            rules={rule('isRoundTrip')}
          >
            <Switch />
          </Form.Item>
        </div>
      </fieldset>

      <fieldset className="mfb-fieldset">
        <legend className="mfb-legend">{bookingStrings.contactHeading}</legend>
        <div className="mfb-form-grid">
          <Form.Item name="fullName" label={labels.fullName} rules={rule('fullName')}>
            <Input placeholder={placeholders.fullName} autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label={labels.email} rules={rule('email')}>
            <Input type="email" placeholder={placeholders.email} autoComplete="email" />
          </Form.Item>
          <Form.Item name="phone" label={labels.phone} rules={rule('phone')}>
            <Input type="tel" placeholder={placeholders.phone} autoComplete="tel" />
          </Form.Item>
          <Form.Item name="paymentMethod" label={labels.paymentMethod} rules={rule('paymentMethod')}>
            <Select options={paymentOptions} />
          </Form.Item>
          <Form.Item
            name="specialRequests"
            label={labels.specialRequests}
            rules={rule('specialRequests')}
            className="mfb-span-all"
          >
            <Input.TextArea rows={4} placeholder={placeholders.specialRequests} />
          </Form.Item>
        </div>
      </fieldset>

      {/* Sent with the booking, which spends the magic link the form was filled from. */}
      <Form.Item name="magicLinkToken" hidden>
        <Input type="hidden" />
      </Form.Item>
      <Form.Item name="termsAccepted" valuePropName="checked" rules={rule('termsAccepted')}>
        <Checkbox>{labels.termsAccepted}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isMutating} className="mfb-submit">
        {bookingStrings.submit}
      </Button>
    </Form>
  );
}
