import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import type { BookingStats } from '@elite/contracts/booking';
import { LoadError } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import { useId, type ReactNode } from 'react';
import { statsStrings } from '../../../common/strings';
import { useBookingStats } from '../api/use-booking-stats';

interface StatCardProps {
  title: string;
  caption: string;
  icon: ReactNode;
  value: number | undefined;
  loading: boolean;
}

function StatCard({ title, caption, icon, value, loading }: StatCardProps) {
  const titleId = useId();
  return (
    <article className="elite-card mfa-stat" aria-labelledby={titleId} aria-busy={loading}>
      <div className="mfa-stat-head">
        <h2 id={titleId} className="mfa-stat-title">
          {title}
        </h2>
        <span className="mfa-stat-icon" aria-hidden>
          {icon}
        </span>
      </div>
      {loading ? (
        <Skeleton.Button active size="large" className="mfa-stat-skeleton" />
      ) : (
        <p className="mfa-stat-value">{value ?? '—'}</p>
      )}
      <p className="mfa-stat-caption">{caption}</p>
    </article>
  );
}

const CARDS: { key: keyof BookingStats; title: string; caption: string; icon: ReactNode }[] = [
  {
    key: 'total',
    title: statsStrings.totalBookings,
    caption: statsStrings.totalCaption,
    icon: <CalendarOutlined />,
  },
  {
    key: 'pending',
    title: statsStrings.pendingBookings,
    caption: statsStrings.pendingCaption,
    icon: <ClockCircleOutlined />,
  },
  {
    key: 'messages',
    title: statsStrings.messages,
    caption: statsStrings.messagesCaption,
    icon: <MailOutlined />,
  },
];

/** Total Bookings, Pending Bookings and Messages, from /api/admin/bookings/stats (docs/product.md §2). */
export function StatsCards() {
  const { data, error, isLoading } = useBookingStats();
  return (
    <section className="mfa-section" aria-label={statsStrings.label}>
      {error ? <LoadError className="mfa-load-error" message={statsStrings.failed} /> : null}
      <div className="mfa-stats">
        {CARDS.map((card) => (
          <StatCard
            key={card.key}
            title={card.title}
            caption={card.caption}
            icon={card.icon}
            value={data?.[card.key]}
            loading={isLoading}
          />
        ))}
      </div>
    </section>
  );
}
