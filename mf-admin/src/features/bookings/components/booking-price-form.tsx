import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { PRICE_LINES_MAX, setBookingPriceSchema, type SetBookingPrice } from '@elite/contracts/booking';
import { formatUsd, zodRule } from '@elite/web-kit';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useId } from 'react';
import { detailsStrings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useSetBookingPrice } from '../api/use-set-booking-price';
import { useBookingChangeForm } from '../hooks/use-booking-change-form';

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
export function BookingPriceForm({
  booking,
  onUpdated,
}: {
  booking: AdminBooking;
  onUpdated: (booking: AdminBooking) => void;
}) {
  const headingId = useId();
  const [form] = Form.useForm<PriceFormValues>();
  const { trigger } = useSetBookingPrice();
  const { saving, submit } = useBookingChangeForm(form, {
    schema: setBookingPriceSchema,
    send: (price: SetBookingPrice) => trigger({ id: booking.id, price }),
    onUpdated,
    saved: (updated) =>
      [
        strings.saved.title,
        strings.saved.description(updated.id, formatUsd(updated.totalPrice ?? 0)),
      ] as const,
    failed: strings.failed,
  });
  const finish = async (values: PriceFormValues) => {
    if (await submit(values)) form.setFieldValue('reason', '');
  };

  return (
    <section className="mfa-price-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="elite-card-title">
        {strings.formTitle}
      </h3>
      <p className="elite-card-text">{strings.formHelp}</p>
      <Form
        form={form}
        layout="vertical"
        name={`booking-price-${booking.id}`}
        initialValues={{ lines: startingLines(booking), reason: '' }}
        onFinish={finish}
        requiredMark={false}
      >
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
        <Button type="primary" htmlType="submit" loading={saving}>
          {strings.submit}
        </Button>
      </Form>
    </section>
  );
}
