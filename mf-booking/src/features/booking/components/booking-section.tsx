import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import type { BookingForm as BookingFormValues } from '@elite/contracts/booking';
import { useState } from 'react';
import { SectionHeader } from '../../../common/components/section-header';
import { HEADING_IDS } from '../../../common/section-ids';
import { bookingStrings } from '../../../common/strings';
import type { ConfirmedRide } from '../api/use-create-booking';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';

interface BookingSectionProps {
  /** Values that replace the form's defaults when it first shows (e.g. a magic-link prefill). */
  initialValues?: Partial<BookingFormValues>;
  /** Shown above the form while it still holds those values, e.g. that a previous ride was filled in. */
  notice?: string;
  headingLevel?: 1 | 2;
  /** The magic link of `initialValues` was spent by the booking, or refused. */
  onMagicLinkSettled?: () => void;
  /** A booking just made, shown confirmed from the start (a booking posted without JavaScript). */
  booked?: ConfirmedRide | null;
}

/** The content of #booking; the page around it supplies the <section> and its anchor. */
export function BookingSection({
  initialValues,
  notice,
  headingLevel,
  onMagicLinkSettled,
  booked: bookedAtFirst = null,
}: BookingSectionProps) {
  const [booked, setBooked] = useState<ConfirmedRide | null>(bookedAtFirst);
  const [everBooked, setEverBooked] = useState(bookedAtFirst !== null);
  return (
    <div className="elite-container mfb-container">
      <SectionHeader
        headingId={HEADING_IDS.booking}
        level={headingLevel}
        eyebrow={bookingStrings.eyebrow}
        title={bookingStrings.title}
        intro={bookingStrings.intro}
      />
      <div className="elite-card mfb-booking-card">
        {booked ? <BookingConfirmation booking={booked} onDismiss={() => setBooked(null)} /> : null}
        {notice && !everBooked ? (
          <p className="mfb-prefill-note" role="note">
            <HistoryOutlined aria-hidden />
            <span>{notice}</span>
          </p>
        ) : null}
        <BookingForm
          initialValues={initialValues}
          onMagicLinkSettled={onMagicLinkSettled}
          onBooked={(booking) => {
            setEverBooked(true);
            setBooked(booking);
          }}
        />
      </div>
    </div>
  );
}
