import Button from 'antd/es/button';
import Form, { type FormProps } from 'antd/es/form';
import { useId, type ReactNode } from 'react';
import type { AdminBooking } from '../api/use-admin-bookings';

/** What each of the drawer's forms is given: the booking, and where the booking as it now stands goes. */
export interface DrawerFormOf<B = AdminBooking> {
  booking: B;
  onUpdated: (booking: AdminBooking) => void;
}

interface DrawerFormProps<T> extends Pick<FormProps<T>, 'form' | 'name' | 'initialValues' | 'onFinish'> {
  title: string;
  help: string;
  /** The submit button's label, and whether the change is on its way. */
  submit: string;
  saving: boolean;
  children: ReactNode;
}

/**
 * One of the drawer's forms (set the price, record the payment, move the ride): its heading and help,
 * the fields, and the submit button.
 */
export function DrawerForm<T>({ title, help, submit, saving, children, ...form }: DrawerFormProps<T>) {
  const headingId = useId();
  return (
    <section className="mfa-price-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="elite-card-title">
        {title}
      </h3>
      <p className="elite-card-text">{help}</p>
      <Form<T> layout="vertical" requiredMark={false} {...form}>
        {children}
        <Button type="primary" htmlType="submit" loading={saving}>
          {submit}
        </Button>
      </Form>
    </section>
  );
}
