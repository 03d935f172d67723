import type { BookingStatus } from '@elite/contracts/booking';
import Badge from 'antd/es/badge';
import type { BadgeProps } from 'antd/es/badge';
import { STATUS_LABELS } from '../../../common/strings';

// The colour is only the dot; the word stays in the theme's text colour, so it reads in both themes.
const STATUS_DOTS: Record<BookingStatus, NonNullable<BadgeProps['status']>> = {
  pending: 'warning',
  confirmed: 'processing',
  completed: 'success',
  cancelled: 'error',
  'no-show': 'default',
};

export function StatusTag({ status }: { status: BookingStatus }) {
  return (
    <Badge
      status={STATUS_DOTS[status]}
      text={STATUS_LABELS[status]}
      className="mfa-status"
      data-status={status}
    />
  );
}
