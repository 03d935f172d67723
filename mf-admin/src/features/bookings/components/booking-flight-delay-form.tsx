import { flightDelaySchema, type FlightDelay } from '@elite/contracts/booking';
import { formatCalendarDate, formatClockTime, zodRule } from '@elite/web-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { detailsStrings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useBookingChangeForm } from '../hooks/use-booking-change-form';
import { DrawerForm } from './drawer-form';

const strings = detailsStrings.flightDelay;
const shape = flightDelaySchema.shape;

/**
 * Staff say an airport pick-up's flight lands at another time (docs/product.md §2, "Flight delayed"):
 * one action moves the ride to the new landing plus the free waiting it was booked with, through the
 * server's reschedule (the van free then, or its message on the toast), and the customer gets the
 * "new pick-up time" e-mail.
 */
export function BookingFlightDelayForm({
  booking,
  onUpdated,
}: {
  booking: AdminBooking;
  onUpdated: (booking: AdminBooking) => void;
}) {
  const [form] = Form.useForm<Partial<FlightDelay>>();
  const { saving, submit } = useBookingChangeForm(form, {
    change: 'flight-delay',
    bookingId: booking.id,
    schema: flightDelaySchema,
    onUpdated,
    saved: (moved) =>
      [
        strings.saved.title,
        strings.saved.description(
          moved.id,
          `${formatCalendarDate(moved.date)} at ${formatClockTime(moved.time)}`,
          moved.freeWaitingMinutes ?? 0,
        ),
      ] as const,
    failed: strings.failed,
  });

  return (
    <DrawerForm
      title={strings.formTitle}
      help={strings.formHelp}
      submit={strings.submit}
      saving={saving}
      form={form}
      name={`booking-flight-delay-${booking.id}`}
      initialValues={{
        landingDate: booking.landingDate ?? undefined,
        landingTime: booking.landingTime ?? undefined,
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="landingDate" label={strings.landingDate} rules={[zodRule(shape.landingDate)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="landingTime" label={strings.landingTime} rules={[zodRule(shape.landingTime)]}>
        <Input type="time" />
      </Form.Item>
    </DrawerForm>
  );
}
