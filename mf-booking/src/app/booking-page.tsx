import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BookingSection } from '../features/booking/components/booking-section';
import { bookedFromSearch } from '../features/booking/utils/booked-path';
import { useRebookingStore } from '../features/magic-link/stores/rebooking-store';
import { rebookingValues } from '../features/magic-link/utils/rebooking-values';
import { HEADING_IDS, SECTION_IDS } from '../common/section-ids';
import { bookingStrings } from '../common/strings';
import { RemoteRoot } from './remote-root';

/**
 * /booking: the booking form on its own, scrolled into view. With ?prefill=true (a magic link's
 * 'Book Similar Ride') it starts from the previous booking that link remembered, and the booking
 * made from it spends the link. With ?booked= (where a booking posted without JavaScript lands) it
 * shows that booking's confirmation above the form.
 */
export function BookingPage() {
  const section = useRef<HTMLElement>(null);
  const [search] = useSearchParams();
  // Read once: the form takes its starting values when it first shows.
  const [initialValues] = useState(() => rebookingValues(search, useRebookingStore.getState()));
  const [booked] = useState(() => bookedFromSearch(search));
  useEffect(() => section.current?.scrollIntoView({ block: 'start' }), []);
  return (
    <RemoteRoot>
      <section
        ref={section}
        id={SECTION_IDS.booking}
        className="mfb-section mfb-booking-page"
        aria-labelledby={HEADING_IDS.booking}
      >
        <BookingSection
          headingLevel={1}
          booked={booked}
          initialValues={initialValues}
          notice={initialValues?.pickupLocation ? bookingStrings.prefilled : undefined}
          onMagicLinkSettled={useRebookingStore.getState().forgetLink}
        />
      </section>
    </RemoteRoot>
  );
}

export default BookingPage;
