import { flightDelaySchema, rescheduleBookingSchema } from '@elite/contracts/booking';
import { zodRule, formatRideWhen } from '@elite/web-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { z } from 'zod';
import { detailsStrings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import type { BookingChange } from '../api/use-booking-change';
import { useBookingChangeForm } from '../hooks/use-booking-change-form';
import { DrawerForm, type DrawerFormOf } from './drawer-form';

/** A way to move a ride: its route, its body, its words, and its day and clock fields as they start. */
interface Move {
  schema: z.ZodObject;
  strings: (typeof detailsStrings)['schedule' | 'flightDelay'];
  fields: { date: string; time: string };
  start: (booking: Partial<AdminBooking>) => Record<string, string | null | undefined>;
}

/**
 * The toast of a ride moved: 'Ride Moved' / 'Booking #41 now picks up Sat, Jun 14, 2031 at 5:45 PM.'
 * (after a flight's delay, its words say the free waiting too).
 */
export function rideMoved(
  moved: AdminBooking,
  words: Move['strings']['saved'] = detailsStrings.schedule.saved,
): readonly [string, string] {
  return [words.title, words.description(moved, formatRideWhen(moved.date, moved.time))];
}

/**
 * The drawer's two ways to move a pending or confirmed ride (docs/product.md §2): to the day and time
 * staff pick, or, for an airport pick-up, after its flight's new landing (the server adds the free
 * waiting the ride was booked with).
 */
const MOVES: Record<Extract<BookingChange, 'schedule' | 'flight-delay'>, Move> = {
  schedule: {
    schema: rescheduleBookingSchema,
    strings: detailsStrings.schedule,
    fields: { date: 'date', time: 'time' },
    start: ({ date, time }) => ({ date, time }),
  },
  'flight-delay': {
    schema: flightDelaySchema,
    strings: detailsStrings.flightDelay,
    fields: { date: 'landingDate', time: 'landingTime' },
    start: ({ landingDate, landingTime }) => ({ landingDate, landingTime }),
  },
};

/**
 * Staff move a ride (docs/product.md §2): checked like a new booking by the server (a day gone, the van
 * taken then: its message on the toast, a field's beside it), and the customer gets the "new pick-up
 * time" e-mail.
 */
export function BookingScheduleForm({
  booking,
  move: change,
  onUpdated,
}: DrawerFormOf<
  Pick<AdminBooking, 'id' | 'date' | 'time'> & Partial<Pick<AdminBooking, 'landingDate' | 'landingTime'>>
> & { move: keyof typeof MOVES }) {
  const { schema, strings, fields, start } = MOVES[change];
  const [form] = Form.useForm();
  const { submit, drawer } = useBookingChangeForm(form, {
    change,
    bookingId: booking.id,
    schema,
    onUpdated,
    saved: (moved) => rideMoved(moved, strings.saved),
    strings,
  });

  return (
    <DrawerForm
      {...drawer}
      initialValues={{ ...start(booking), reason: '' }}
      onFinish={async (values) => {
        if (await submit(values)) form.setFieldValue('reason', '');
      }}
    >
      <Form.Item name={fields.date} label={strings.date} rules={[zodRule(schema.shape[fields.date]!)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name={fields.time} label={strings.time} rules={[zodRule(schema.shape[fields.time]!)]}>
        <Input type="time" />
      </Form.Item>
      <Form.Item name="reason" label={strings.reason} rules={[zodRule(schema.shape.reason!)]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </DrawerForm>
  );
}
