import { recordPaymentSchema } from '@elite/contracts/booking';
import { PAID_METHODS, PAID_METHOD_LABELS, type PaidMethod } from '@elite/contracts/constants';
import { formatUsd, zodRule } from '@elite/web-kit';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { detailsStrings } from '../../../common/strings';
import { useBookingChangeForm } from '../hooks/use-booking-change-form';
import { DrawerForm, type DrawerFormOf } from './drawer-form';

const strings = detailsStrings.payment;
const shape = recordPaymentSchema.shape;

interface PaymentFormValues {
  method?: PaidMethod;
  amount?: string;
  /** `yyyy-MM-ddTHH:mm` on this computer's clock, as the browser's date-time field writes it. */
  paidAt?: string;
}

/** A date-time field's value for an instant, on this computer's clock. */
function localDateTime(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The field's local time as the instant the API takes; left as typed when it is not one. */
function toInstant(value: string | undefined): string | undefined {
  if (!value) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

/**
 * Staff record how a confirmed or completed ride was paid on the day (docs/product.md §11): the
 * method, the amount and when, checked by the contracts' schema; the receipt prints it.
 */
export function BookingPaymentForm({ booking, onUpdated }: DrawerFormOf) {
  const [form] = Form.useForm<PaymentFormValues>();
  const { submit, drawer } = useBookingChangeForm(form, {
    change: 'payment',
    bookingId: booking.id,
    schema: recordPaymentSchema,
    onUpdated,
    saved: (updated) =>
      [
        strings.saved.title,
        strings.saved.description(updated.id, formatUsd(Number(updated.payment?.amount ?? 0))),
      ] as const,
    strings,
  });
  const finish = (values: PaymentFormValues) => submit({ ...values, paidAt: toInstant(values.paidAt) });

  return (
    <DrawerForm
      {...drawer}
      initialValues={{
        method: booking.payment?.method,
        amount: booking.payment?.amount ?? booking.totalPrice ?? '',
        paidAt: localDateTime(booking.payment ? new Date(booking.payment.paidAt) : new Date()),
      }}
      onFinish={finish}
    >
      <Form.Item name="method" label={strings.method} rules={[zodRule(shape.method)]}>
        <Select
          options={PAID_METHODS.map((method) => ({ value: method, label: PAID_METHOD_LABELS[method] }))}
        />
      </Form.Item>
      <Form.Item name="amount" label={strings.amount} rules={[zodRule(shape.amount)]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="paidAt" label={strings.paidAt}>
        <Input type="datetime-local" />
      </Form.Item>
    </DrawerForm>
  );
}
