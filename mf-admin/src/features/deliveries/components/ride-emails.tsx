import { DEFAULT_BUSINESS_TIME_ZONE } from '@elite/contracts/ride-schedule';
import { formatInstant } from '@elite/web-kit';
import Tag from 'antd/es/tag';
import { DrawerListSection } from '../../../common/components/drawer-list-section';
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

/** The e-mails sent, or being sent, for one ride, newest first (docs/product.md §2, "E-mails"). */
export function RideEmails({ bookingId }: { bookingId: number }) {
  return (
    <DrawerListSection
      title={strings.title}
      texts={strings}
      read={useRideDeliveries(bookingId)}
      list={(emails) => (
        <ul className="mfa-emails">
          {emails.map((email) => (
            <EmailItem key={email.id} email={email} />
          ))}
        </ul>
      )}
    />
  );
}
