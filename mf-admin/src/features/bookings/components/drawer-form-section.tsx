import { useId, type ReactNode } from 'react';

/** One of the drawer's forms (set the price, record the payment, move the ride): its heading, help and form. */
export function DrawerFormSection({
  title,
  help,
  children,
}: {
  title: string;
  help: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="mfa-price-form" aria-labelledby={headingId}>
      <h3 id={headingId} className="elite-card-title">
        {title}
      </h3>
      <p className="elite-card-text">{help}</p>
      {children}
    </section>
  );
}
