import { VanCalendar } from '../features/calendar/components/van-calendar';
import { AllBookings } from '../features/bookings/components/all-bookings';
import { ChauffeursSection } from '../features/chauffeurs/components/chauffeurs-section';
import { BookingsSection } from '../features/bookings/components/bookings-section';
import { MagicLinkGenerator } from '../features/magic-links/components/magic-link-generator';
import { RecentMessages } from '../features/messages/components/recent-messages';
import { StatementForm } from '../features/statements/components/statement-form';
import { StatsCards } from '../features/stats/components/stats-cards';
import { PageHeader } from '../common/components/page-header';

/**
 * Spec §2 order: the cards, the magic-link generator, the bookings tabs, the recent messages; then the
 * console: the van's calendar, the list of every booking, the chauffeurs and the statements.
 */
export function AdminDashboard() {
  return (
    <div className="elite-container mfa-container mfa-page">
      <PageHeader />
      <StatsCards />
      <MagicLinkGenerator />
      <div className="mfa-columns">
        <BookingsSection />
        <RecentMessages />
      </div>
      <VanCalendar />
      <AllBookings />
      <ChauffeursSection />
      <StatementForm />
    </div>
  );
}
