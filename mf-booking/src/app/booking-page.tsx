import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { BookingSection } from '../features/booking/components/booking-section';
import { bookedFromSearch } from '../features/booking/utils/booked-path';
import { useRebookingStore } from '../features/magic-link/stores/rebooking-store';
import {
  magicLinkValidationKey,
  type MagicLinkCheck,
} from '../features/magic-link/api/use-validate-magic-link';
import { prefillLink, rebookingValues } from '../features/magic-link/utils/rebooking-values';
import { HEADING_IDS, SECTION_IDS } from '../common/section-ids';
import { bookingStrings } from '../common/strings';
import { RemoteRoot } from './remote-root';

/**
 * The previous ride to fill the form from: the link's check the server render embedded for the
 * address's link (Book Similar Ride pressed before the magic-link page's code had run, or a reload),
 * else what that page remembered in the browser.
 */
function rebookingSource(search: URLSearchParams, fallback: Record<string, unknown>) {
  const link = prefillLink(search);
  const check =
    link === undefined ? undefined : (fallback[magicLinkValidationKey(link)] as MagicLinkCheck | undefined);
  if (link !== undefined && check?.valid)
    return { email: check.link.email, booking: check.link.booking, token: link };
  return useRebookingStore.getState();
}

/**
 * /booking: the booking form on its own, scrolled into view. With ?prefill=true (a magic link's
 * 'Book Similar Ride') it starts from that link's previous booking, and the booking made from it
 * spends the link. With ?booked= (where a booking posted without JavaScript lands) it
 * shows that booking's confirmation above the form.
 */
export function BookingPage() {
  const section = useRef<HTMLElement>(null);
  const [search] = useSearchParams();
  // Read once: the form takes its starting values when it first shows.
  const { fallback } = useSWRConfig();
  const [initialValues] = useState(() => rebookingValues(search, rebookingSource(search, fallback)));
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
