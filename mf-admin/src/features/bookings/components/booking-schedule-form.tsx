import { rescheduleBookingSchema, type RescheduleBooking } from '@elite/contracts/booking';
import { formatCalendarDate, formatClockTime, zodRule } from '@elite/web-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { detailsStrings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useBookingChangeForm } from '../hooks/use-booking-change-form';
import { DrawerForm } from './drawer-form';

const strings = detailsStrings.schedule;
const shape = rescheduleBookingSchema.shape;

/** The toast of a ride moved: 'Ride Moved' / 'Booking #41 now picks up Sat, Jun 14, 2031 at 5:45 PM.' */
export function rideMoved(moved: Pick<AdminBooking, 'id' | 'date' | 'time'>): readonly [string, string] {
  return [
    strings.saved.title,
    strings.saved.description(
      moved.id,
      `${formatCalendarDate(moved.date)} at ${formatClockTime(moved.time)}`,
    ),
  ];
}

/**
 * Staff move a pending or confirmed ride to another day or time (docs/product.md §2): checked like a
 * new booking by the server (a day gone, the van taken then: its message on the toast), and the
 * customer gets the "new pick-up time" e-mail.
 */
export function BookingScheduleForm({
  booking,
  onUpdated,
}: {
  booking: Pick<AdminBooking, 'id' | 'date' | 'time'>;
  onUpdated: (booking: AdminBooking) => void;
}) {
  const [form] = Form.useForm<Partial<RescheduleBooking>>();
  const { saving, submit } = useBookingChangeForm(form, {
    change: 'schedule',
    bookingId: booking.id,
    schema: rescheduleBookingSchema,
    onUpdated,
    saved: rideMoved,
    failed: strings.failed,
  });

  return (
    <DrawerForm
      title={strings.formTitle}
      help={strings.formHelp}
      submit={strings.submit}
      saving={saving}
      form={form}
      name={`booking-schedule-${booking.id}`}
      initialValues={{ date: booking.date, time: booking.time }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="date" label={strings.date} rules={[zodRule(shape.date)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="time" label={strings.time} rules={[zodRule(shape.time)]}>
        <Input type="time" />
      </Form.Item>
    </DrawerForm>
  );
}
