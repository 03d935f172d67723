import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import Button from 'antd/es/button';
import { PriceLines, formatRideWhen, useFocusWhenShown } from '@elite/web-kit';
import { Link } from 'react-router';
import { bookingStrings } from '../../../common/strings';
import { useBookedPrice } from '../api/use-booked-price';
import type { ConfirmedRide } from '../api/use-create-booking';
import { BOOKING_PAGE_PATH } from '../utils/booked-path';
import { trackingPath } from '../utils/tracking-path';

const { confirmation } = bookingStrings;

interface BookingConfirmationProps {
  booking: ConfirmedRide;
  onDismiss: () => void;
}

export function BookingConfirmation({ booking, onDismiss }: BookingConfirmationProps) {
  const heading = useFocusWhenShown<HTMLHeadingElement>(booking.id);
  const path = trackingPath(booking);
  const price = useBookedPrice(booking);
  return (
    <div className="mfb-confirmation" role="status">
      <CheckCircleFilled className="mfb-confirmation-icon" aria-hidden />
      <div className="mfb-confirmation-body">
        <h3 ref={heading} tabIndex={-1} className="elite-card-title mfb-card-title">
          {confirmation.title}
        </h3>
        <p className="elite-card-text mfb-card-text">{bookingStrings.success.description}</p>
        <p className="mfb-confirmation-reference">
          {confirmation.reference} <strong>#{booking.id}</strong>
        </p>
        {typeof price?.freeWaitingMinutes === 'number' ? (
          <p className="mfb-confirmation-pickup">
            {bookingStrings.flight.pickup(formatRideWhen(price.date, price.time), price.freeWaitingMinutes)}
          </p>
        ) : null}
        {price ? (
          <div className="mfb-confirmation-price">
            <h4 className="mfb-quote-title">{confirmation.price}</h4>
            {price.totalPrice !== null && price.priceLines !== null ? (
              <PriceLines
                total={price.totalPrice}
                lines={price.priceLines}
                totalLabel={bookingStrings.quote.total}
              />
            ) : (
              <>
                <p className="mfb-quote-on-request">{bookingStrings.quote.onRequest}</p>
                <p className="mfb-quote-note">{bookingStrings.quote.onRequestExplanation}</p>
              </>
            )}
          </div>
        ) : null}
        <div className="mfb-confirmation-actions">
          {path ? (
            <Link className="mfb-link" to={path}>
              {confirmation.track}
            </Link>
          ) : (
            <span className="elite-card-text mfb-card-text">{confirmation.linkEmailed}</span>
          )}
          {/* A link to the form alone, so that it works before the code has arrived, and without it. */}
          <Button
            type="text"
            href={BOOKING_PAGE_PATH}
            onClick={(event) => {
              event.preventDefault();
              onDismiss();
            }}
          >
            {confirmation.close}
          </Button>
        </div>
      </div>
    </div>
  );
}
