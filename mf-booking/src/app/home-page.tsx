import { HydrationIsland } from '@elite/web-kit';
import { FleetSection } from '../features/fleet/components/fleet-section';
import { HeroSection } from '../features/hero/components/hero-section';
import { ServicesSection } from '../features/services/components/services-section';
import { DeferredSection, lazySection } from '../common/components/deferred-section';
import { HEADING_IDS, SECTION_IDS } from '../common/section-ids';
import { bookingStrings, contactStrings, testimonialsStrings } from '../common/strings';
import { RemoteRoot } from './remote-root';

// Below the fold: each loads in its own chunk after first paint (docs/architecture.md §10 budget).
// A server render draws all three, and the browser takes each over as it comes into view.
const BookingSection = lazySection(() =>
  import('../features/booking/components/booking-section').then(({ BookingSection }) => ({
    default: BookingSection,
  })),
);
const TestimonialsSection = lazySection(() =>
  import('../features/testimonials/components/testimonials-section').then(({ TestimonialsSection }) => ({
    default: TestimonialsSection,
  })),
);
const ContactSection = lazySection(() =>
  import('../features/contact/components/contact-section').then(({ ContactSection }) => ({
    default: ContactSection,
  })),
);

/** The sections whose code loads apart from the page's; a server render loads them first. */
export const HOME_SECTIONS = [BookingSection, TestimonialsSection, ContactSection];

export function HomePage() {
  return (
    <RemoteRoot>
      <HeroSection />
      {/* Below the fold on every screen: their server HTML is taken over as they come into view. */}
      <HydrationIsland id={SECTION_IDS.services}>
        <ServicesSection />
      </HydrationIsland>
      <HydrationIsland id={SECTION_IDS.fleet}>
        <FleetSection />
      </HydrationIsland>
      <DeferredSection
        id={SECTION_IDS.booking}
        labelledBy={HEADING_IDS.booking}
        component={BookingSection}
        loadingLabel={bookingStrings.loading}
        renderOnServer
      />
      <DeferredSection
        id={SECTION_IDS.testimonials}
        labelledBy={HEADING_IDS.testimonials}
        component={TestimonialsSection}
        loadingLabel={testimonialsStrings.loading}
        className="mfb-section-alt"
        renderOnServer
      />
      <DeferredSection
        id={SECTION_IDS.contact}
        labelledBy={HEADING_IDS.contact}
        component={ContactSection}
        loadingLabel={contactStrings.loading}
        renderOnServer
      />
    </RemoteRoot>
  );
}

export default HomePage;
