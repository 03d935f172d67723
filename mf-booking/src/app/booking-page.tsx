import { useEffect, useRef } from 'react';
import { BookingSection } from '../features/booking/components/booking-section';
import { HEADING_IDS, SECTION_IDS } from '../shared/section-ids';
import { RemoteRoot } from './remote-root';

/** /booking: the booking form on its own, scrolled into view. */
export function BookingPage() {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.scrollIntoView({ block: 'start' }), []);
  return (
    <RemoteRoot>
      <section
        ref={section}
        id={SECTION_IDS.booking}
        className="mfb-section mfb-booking-page"
        aria-labelledby={HEADING_IDS.booking}
      >
        <BookingSection headingLevel={1} />
      </section>
    </RemoteRoot>
  );
}

export default BookingPage;
