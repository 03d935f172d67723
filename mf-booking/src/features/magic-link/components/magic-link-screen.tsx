import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import type { MagicLinkBooking } from '@elite/contracts/magic-link';
import { errorMessage, formatCalendarDate, formatClockTime, toast, useFocusWhenShown } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import Spin from 'antd/es/spin';
import { useEffect, type ReactNode } from 'react';
import { RouteButton } from '../../../common/components/route-button';
import { magicLinkStrings as strings } from '../../../common/strings';
import { useValidateMagicLink } from '../api/use-validate-magic-link';
import { useRebookingStore } from '../stores/rebooking-store';
import { bookSimilarRidePath } from '../utils/rebooking-values';

const TITLE_ID = 'mfb-magic-link-title';

function Outcome({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
}) {
  const heading = useFocusWhenShown<HTMLHeadingElement>();
  return (
    <section className={`elite-card mfb-magic-card mfb-magic-${tone}`} aria-labelledby={TITLE_ID}>
      <span className="mfb-magic-icon" aria-hidden>
        {tone === 'success' ? <CheckCircleFilled /> : <CloseCircleFilled />}
      </span>
      <h1 id={TITLE_ID} ref={heading} tabIndex={-1} className="mfb-magic-title">
        {title}
      </h1>
      {children}
    </section>
  );
}

function Loading() {
  return (
    <div className="elite-card mfb-magic-card mfb-magic-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="elite-visually-hidden">{strings.loading}</span>
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 4 }} />
    </div>
  );
}

function PreviousBooking({ booking }: { booking: MagicLinkBooking }) {
  const { labels } = strings;
  const rows: [string, ReactNode][] = [
    [labels.date, <time dateTime={booking.date}>{formatCalendarDate(booking.date)}</time>],
    [labels.time, <time dateTime={booking.time}>{formatClockTime(booking.time)}</time>],
    [labels.pickup, booking.pickupLocation],
    [labels.dropoff, booking.dropoffLocation],
    [labels.passengers, booking.passengers],
  ];
  return (
    <div className="mfb-magic-booking">
      <h2 className="mfb-magic-subtitle">{strings.previousBooking}</h2>
      <dl className="mfb-magic-details">
        {rows.map(([label, value]) => (
          <div key={label} className="mfb-magic-detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const HomeButton = () => (
  <RouteButton to="/" size="large">
    {strings.home}
  </RouteButton>
);

/** The validation answers (and failures) already remembered or toasted in this tab. */
const actedOn = new WeakSet<object>();

/** /magic-link/:token: validates the one-time link and offers to book a similar ride (docs/product.md §2, §8). */
export function MagicLinkScreen({ token }: { token: string }) {
  const remember = useRebookingStore((state) => state.remember);
  const { data: check, error, isLoading } = useValidateMagicLink(token);
  // Once the answer is known in the browser (asked here, or embedded by the server render): remember
  // a valid link for the booking form, or say why it was refused. Once per answer, as when it
  // arrived: shown again from the cache (back to this page), a link a booking has spent since stays forgotten.
  useEffect(() => {
    const answer: unknown = check ?? error;
    if (typeof answer !== 'object' || answer === null || actedOn.has(answer)) return;
    actedOn.add(answer);
    if (check?.valid) remember(check.link.email, check.link.booking, token);
    else if (check) toast.error(strings.failed.title, check.message ?? strings.failed.description);
    else toast.error(strings.failed.title, errorMessage(error, strings.failed.description));
  }, [check, error, remember, token]);

  if (isLoading) return <Loading />;
  const data = check?.valid ? check.link : undefined;
  if (!data) {
    return (
      <Outcome tone="error" title={strings.invalid.title}>
        <p className="mfb-magic-text">{strings.invalid.text}</p>
        <div className="mfb-magic-actions">
          <HomeButton />
        </div>
      </Outcome>
    );
  }
  return (
    <Outcome tone="success" title={strings.valid.title}>
      <p className="mfb-magic-text">{strings.valid.welcome(data.email)}</p>
      {data.booking ? (
        <PreviousBooking booking={data.booking} />
      ) : (
        <p className="mfb-magic-empty">{strings.noBooking}</p>
      )}
      <div className="mfb-magic-actions">
        {data.booking ? (
          <RouteButton to={bookSimilarRidePath(data.email, token)} type="primary" size="large">
            {strings.bookSimilar}
          </RouteButton>
        ) : (
          <RouteButton to="/booking" type="primary" size="large">
            {strings.createBooking}
          </RouteButton>
        )}
        <HomeButton />
      </div>
    </Outcome>
  );
}
