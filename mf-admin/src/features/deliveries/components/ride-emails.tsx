import { DEFAULT_BUSINESS_TIME_ZONE } from '@elite/contracts/ride-schedule';
import { formatInstant, LoadError } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useId } from 'react';
import { emailStrings as strings } from '../../../common/strings';
import { useRideDeliveries, type NotificationDelivery } from '../api/use-ride-deliveries';

const STATUS_COLORS = { queued: 'processing', sent: 'success', failed: 'error', skipped: 'default' } as const;

function EmailItem({ email }: { email: NotificationDelivery }) {
  const when = email.sentAt ?? email.createdAt;
  return (
    <li className="mfa-email">
      <p className="mfa-email-head">
        <span className="mfa-email-subject">{email.subject}</span>{' '}
        <Tag color={STATUS_COLORS[email.status]}>{strings.statuses[email.status]}</Tag>
      </p>
      <p className="mfa-email-meta">
        {strings.to(email.to)}, <time dateTime={when}>{formatInstant(when, DEFAULT_BUSINESS_TIME_ZONE)}</time>
      </p>
      {email.skipReason && <p className="mfa-email-note">{strings.skipped(email.skipReason)}</p>}
      {email.lastError && email.status !== 'sent' && (
        <p className="mfa-email-note">{strings.lastError(email.lastError)}</p>
      )}
    </li>
  );
}

function EmailsBody({ bookingId }: { bookingId: number }) {
  const { data, error, isLoading } = useRideDeliveries(bookingId);
  if (isLoading)
    return (
      <div role="status" aria-label={strings.loading}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  if (error) return <LoadError className="mfa-load-error" message={strings.failed} />;
  if (!data?.length) return <p className="mfa-empty">{strings.empty}</p>;
  return (
    <ul className="mfa-emails">
      {data.map((email) => (
        <EmailItem key={email.id} email={email} />
      ))}
    </ul>
  );
}

/** The e-mails sent, or being sent, for one ride, newest first (docs/product.md §2, "E-mails"). */
export function RideEmails({ bookingId }: { bookingId: number }) {
  const headingId = useId();
  return (
    <section className="mfa-drawer-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="elite-card-title">
        {strings.title}
      </h3>
      <EmailsBody bookingId={bookingId} />
    </section>
  );
}
