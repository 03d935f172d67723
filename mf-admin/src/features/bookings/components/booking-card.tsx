import EnvironmentOutlined from '@ant-design/icons/es/icons/EnvironmentOutlined';
import FlagOutlined from '@ant-design/icons/es/icons/FlagOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { ridePagePath } from '@elite/contracts/constants';
import { formatCalendarDate, formatClockTime, formatInstant } from '@elite/web-kit';
import Button from 'antd/es/button';
import { useId } from 'react';
import { bookingStrings as strings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { customerName, displayPrice } from '../utils/booking-display';
import { StatusTag } from './status-tag';

interface BookingCardProps {
  booking: AdminBooking;
  onDetails: (booking: AdminBooking) => void;
}

/** One booking in a tab (docs/product.md §2): id and status, customer, when, how many, price, route, created. */
export function BookingCard({ booking, onDetails }: BookingCardProps) {
  const titleId = useId();
  return (
    <article className="elite-card mfa-booking" aria-labelledby={titleId}>
      <header className="mfa-booking-head">
        <h3 id={titleId} className="mfa-booking-title">
          {strings.bookingNumber(booking.id)}
        </h3>
        {/* The badge's word, heard with its term as the card's other facts are. */}
        <dl className="mfa-booking-status">
          <dt className="elite-visually-hidden">{strings.status}</dt>
          <dd>
            <StatusTag status={booking.status} />
          </dd>
        </dl>
      </header>
      <p className="mfa-booking-customer">
        <UserOutlined aria-hidden /> <span className="elite-visually-hidden">{strings.customer}: </span>
        {customerName(booking)}
      </p>
      <dl className="mfa-facts">
        <div>
          <dt>{strings.date}</dt>
          <dd>{formatCalendarDate(booking.date)}</dd>
        </div>
        <div>
          <dt>{strings.time}</dt>
          <dd>{formatClockTime(booking.time)}</dd>
        </div>
        <div>
          <dt>{strings.passengers}</dt>
          <dd>{booking.passengers}</dd>
        </div>
        <div>
          <dt>{strings.price}</dt>
          <dd className="mfa-price">{displayPrice(booking)}</dd>
        </div>
      </dl>
      <dl className="mfa-route">
        <div>
          <dt>
            <EnvironmentOutlined aria-hidden /> {strings.pickup}
          </dt>
          <dd>{booking.pickupLocation}</dd>
        </div>
        <div>
          <dt>
            <FlagOutlined aria-hidden /> {strings.dropoff}
          </dt>
          <dd>{booking.dropoffLocation}</dd>
        </div>
      </dl>
      <footer className="mfa-booking-foot">
        <p className="mfa-created">
          {strings.created} <time dateTime={booking.createdAt}>{formatInstant(booking.createdAt)}</time>
        </p>
        <div className="mfa-booking-actions">
          {/* The ride's page as the customer sees it (docs/product.md §2): a link. */}
          <Button href={ridePagePath(booking.id)} aria-describedby={titleId}>
            {strings.view}
          </Button>
          <Button type="primary" ghost aria-describedby={titleId} onClick={() => onDetails(booking)}>
            {strings.details}
          </Button>
        </div>
      </footer>
    </article>
  );
}
