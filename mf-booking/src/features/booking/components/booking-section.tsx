import type { BookingForm as BookingFormValues } from '@elite/contracts';
import { useState } from 'react';
import { SectionHeader } from '../../../shared/components/section-header';
import { HEADING_IDS } from '../../../shared/section-ids';
import { bookingStrings } from '../../../shared/strings';
import type { CreatedBooking } from '../api/use-create-booking';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';

interface BookingSectionProps {
  /** Values that replace the form's defaults when it first shows (e.g. a magic-link prefill). */
  initialValues?: Partial<BookingFormValues>;
  headingLevel?: 1 | 2;
}

/** The content of #booking; the page around it supplies the <section> and its anchor. */
export function BookingSection({ initialValues, headingLevel }: BookingSectionProps) {
  const [booked, setBooked] = useState<CreatedBooking | null>(null);
  return (
    <div className="mfb-container">
      <SectionHeader
        headingId={HEADING_IDS.booking}
        level={headingLevel}
        eyebrow={bookingStrings.eyebrow}
        title={bookingStrings.title}
        intro={bookingStrings.intro}
      />
      <div className="mfb-card mfb-booking-card">
        {booked ? <BookingConfirmation booking={booked} onDismiss={() => setBooked(null)} /> : null}
        <BookingForm initialValues={initialValues} onBooked={setBooked} />
      </div>
    </div>
  );
}
