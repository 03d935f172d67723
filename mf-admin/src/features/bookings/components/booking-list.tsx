import type { BookingStatus } from '@elite/contracts/booking';
import { DASHBOARD_LIST_SIZE } from '@elite/contracts/constants';
import { LoadError } from '@elite/web-kit';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import Skeleton from 'antd/es/skeleton';
import { bookingStrings as strings } from '../../../common/strings';
import { useAdminBookings, type AdminBooking } from '../api/use-admin-bookings';
import { BookingCard } from './booking-card';

interface BookingListProps {
  /** Undefined: every status (the All tab). */
  status?: BookingStatus;
  emptyText: string;
  onDetails: (booking: AdminBooking) => void;
}

/** The first 5 bookings of a tab, or the tab's empty text (docs/product.md §2). */
export function BookingList({ status, emptyText, onDetails }: BookingListProps) {
  const { data, error, isLoading } = useAdminBookings(status);
  if (isLoading) {
    return (
      <div className="mfa-list-loading" role="status" aria-label={strings.loading}>
        <Skeleton active paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (error) return <LoadError className="mfa-load-error" message={strings.failed} />;
  const bookings = (data ?? []).slice(0, DASHBOARD_LIST_SIZE);
  if (bookings.length === 0) {
    return (
      <p className="mfa-empty">
        <InboxOutlined aria-hidden /> {emptyText}
      </p>
    );
  }
  return (
    <ul className="mfa-list">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}
