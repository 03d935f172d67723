import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { PRICE_LINES_MAX, setBookingPriceSchema } from '@elite/contracts/booking';
import { formatUsd, zodRule } from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { detailsStrings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useBookingChangeForm } from '../hooks/use-booking-change-form';
import { DrawerForm, type DrawerFormOf } from './drawer-form';

const strings = detailsStrings.price;
const lineShape = setBookingPriceSchema.shape.lines.element.shape;

interface PriceFormValues {
  lines: { label?: string; amount?: string }[];
  reason?: string;
}

/** A price's lines to start from: the booking's own, or one empty line. */
const startingLines = (booking: AdminBooking): PriceFormValues['lines'] =>
  booking.priceLines?.length ? booking.priceLines.map((line) => ({ ...line })) : [{ label: '', amount: '' }];

/**
 * Staff set a pending ride's price (docs/product.md §10): lines in dollars and a reason, checked by the
 * contracts' schema; the customer is e-mailed the quote and accepts it on their ride's page.
 */
export function BookingPriceForm({ booking, onUpdated }: DrawerFormOf) {
  const [form] = Form.useForm<PriceFormValues>();
  const { submit, drawer } = useBookingChangeForm(form, {
    change: 'price',
    bookingId: booking.id,
    schema: setBookingPriceSchema,
    onUpdated,
    saved: (updated) =>
      [
        strings.saved.title,
        strings.saved.description(updated.id, formatUsd(updated.totalPrice ?? 0)),
      ] as const,
    strings,
  });
  const finish = async (values: PriceFormValues) => {
    if (await submit(values)) form.setFieldValue('reason', '');
  };

  return (
    <DrawerForm {...drawer} initialValues={{ lines: startingLines(booking), reason: '' }} onFinish={finish}>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className="mfa-price-line">
                <Form.Item
                  name={[field.name, 'label']}
                  label={strings.lineLabel}
                  rules={[zodRule(lineShape.label)]}
                >
                  <Input placeholder={strings.lineLabelPlaceholder} maxLength={80} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'amount']}
                  label={strings.amount}
                  rules={[zodRule(lineShape.amount)]}
                >
                  <Input inputMode="decimal" placeholder={strings.amountPlaceholder} />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={strings.removeLine(index)}
                    onClick={() => remove(field.name)}
                  />
                )}
              </div>
            ))}
            {fields.length < PRICE_LINES_MAX && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: '', amount: '' })}>
                {strings.addLine}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Form.Item name="reason" label={strings.reason} rules={[zodRule(setBookingPriceSchema.shape.reason)]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </DrawerForm>
  );
}
