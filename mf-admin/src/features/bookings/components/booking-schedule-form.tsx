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

/**
 * Staff move a pending or confirmed ride to another day or time, and may say why (docs/product.md §2): checked like a
 * new booking by the server (a day gone, the van taken then: its message on the toast), and the
 * customer gets the "new pick-up time" e-mail.
 */
export function BookingScheduleForm({
  booking,
  onUpdated,
}: {
  booking: AdminBooking;
  onUpdated: (booking: AdminBooking) => void;
}) {
  const [form] = Form.useForm<Partial<RescheduleBooking>>();
  const { saving, submit } = useBookingChangeForm(form, {
    change: 'schedule',
    bookingId: booking.id,
    schema: rescheduleBookingSchema,
    onUpdated,
    saved: (moved) =>
      [
        strings.saved.title,
        strings.saved.description(
          moved.id,
          `${formatCalendarDate(moved.date)} at ${formatClockTime(moved.time)}`,
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
      name={`booking-schedule-${booking.id}`}
      initialValues={{ date: booking.date, time: booking.time, reason: '' }}
      onFinish={async (values) => {
        if (await submit(values)) form.setFieldValue('reason', '');
      }}
    >
      <Form.Item name="date" label={strings.date} rules={[zodRule(shape.date)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="time" label={strings.time} rules={[zodRule(shape.time)]}>
        <Input type="time" />
      </Form.Item>
      <Form.Item name="reason" label={strings.reason} rules={[zodRule(shape.reason)]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </DrawerForm>
  );
}
