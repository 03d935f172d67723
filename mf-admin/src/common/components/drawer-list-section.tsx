import { LoadError } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import { useId, type ReactNode } from 'react';

interface DrawerListSectionProps<T> {
  title: string;
  /** What the section says while it loads, when it cannot, and when there is nothing to list. */
  texts: { loading: string; failed: string; empty: string };
  /** The SWR read of its endpoint. */
  read: { data?: T[]; error?: unknown; isLoading: boolean };
  list: (items: T[]) => ReactNode;
}

/** A list in the booking drawer under its heading (the ride's history, its e-mails), or its loading, error or empty text. */
export function DrawerListSection<T>({ title, texts, read, list }: DrawerListSectionProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (read.isLoading)
    body = (
      <div role="status" aria-label={texts.loading}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  else if (read.error) body = <LoadError className="mfa-load-error" message={texts.failed} />;
  else if (!read.data?.length) body = <p className="mfa-empty">{texts.empty}</p>;
  else body = list(read.data);
  return (
    <section className="mfa-drawer-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="elite-card-title">
        {title}
      </h3>
      {body}
    </section>
  );
}
