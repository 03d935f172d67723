import type { BookingStatus } from '@elite/contracts/booking';
import Tabs from 'antd/es/tabs';
import { useId, useState } from 'react';
import { bookingStrings as strings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { BookingDetailsDrawer } from './booking-details-drawer';
import { BookingList } from './booking-list';

type TabKey = BookingStatus | 'all';
const TABS: { key: Exclude<TabKey, 'cancelled' | 'no-show'>; status?: BookingStatus }[] = [
  { key: 'pending', status: 'pending' },
  { key: 'confirmed', status: 'confirmed' },
  { key: 'completed', status: 'completed' },
  { key: 'all' },
];

/** Pending (default), Confirmed, Completed and All, and the drawer that Details opens (docs/product.md §2). */
export function BookingsSection() {
  const headingId = useId();
  const [selected, setSelected] = useState<AdminBooking | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const openDetails = (booking: AdminBooking) => {
    setSelected(booking);
    setDrawerOpen(true);
  };

  return (
    <section className="elite-card mfa-panel mfa-bookings" aria-labelledby={headingId}>
      <h2 id={headingId} className="elite-card-title mfa-card-title">
        {strings.title}
      </h2>
      <Tabs
        defaultActiveKey="pending"
        items={TABS.map(({ key, status }) => ({
          key,
          label: strings.tabs[key],
          children: <BookingList status={status} emptyText={strings.empty[key]} onDetails={openDetails} />,
        }))}
      />
      {selected ? (
        <BookingDetailsDrawer
          booking={selected}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onUpdated={setSelected}
        />
      ) : null}
    </section>
  );
}
