import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import type { BookingStats } from '@elite/contracts/booking';
import { LoadError, formatUsd } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import { useId, type ReactNode } from 'react';
import { statsStrings } from '../../../common/strings';
import { useBookingStats } from '../api/use-booking-stats';

interface StatCardProps {
  title: string;
  caption: string;
  icon: ReactNode;
  value: number | string | undefined;
  loading: boolean;
}

function StatCard({ title, caption, icon, value, loading }: StatCardProps) {
  const titleId = useId();
  return (
    <article className="elite-card mfa-stat" aria-labelledby={titleId} aria-busy={loading}>
      {/* The title and its figure, a name-value pair: the figure is heard with the card's name. */}
      <dl className="mfa-stat-figure">
        <dt className="mfa-stat-head">
          <span id={titleId} className="mfa-stat-title">
            {title}
          </span>
          <span className="mfa-stat-icon" aria-hidden>
            {icon}
          </span>
        </dt>
        <dd className={loading ? undefined : 'mfa-stat-value'}>
          {loading ? <Skeleton.Button active size="large" className="mfa-stat-skeleton" /> : (value ?? '—')}
        </dd>
      </dl>
      <p className="mfa-stat-caption">{caption}</p>
    </article>
  );
}

const money = (cents: number) => formatUsd(cents / 100);

const CARDS: {
  key: string;
  value: (stats: BookingStats) => number | string;
  title: string;
  caption: string;
  icon: ReactNode;
}[] = [
  {
    key: 'total',
    value: (stats) => stats.total,
    title: statsStrings.totalBookings,
    caption: statsStrings.totalCaption,
    icon: <CalendarOutlined />,
  },
  {
    key: 'pending',
    value: (stats) => stats.pending,
    title: statsStrings.pendingBookings,
    caption: statsStrings.pendingCaption,
    icon: <ClockCircleOutlined />,
  },
  {
    key: 'messages',
    value: (stats) => stats.messages,
    title: statsStrings.messages,
    caption: statsStrings.messagesCaption,
    icon: <MailOutlined />,
  },
  {
    key: 'booked-revenue',
    value: (stats) => money(stats.bookedRevenueCents),
    title: statsStrings.bookedRevenue,
    caption: statsStrings.bookedRevenueCaption,
    icon: <DollarOutlined />,
  },
  {
    key: 'completed-revenue',
    value: (stats) => money(stats.completedRevenueCents),
    title: statsStrings.completedRevenue,
    caption: statsStrings.completedRevenueCaption,
    icon: <CheckCircleOutlined />,
  },
];

/**
 * Total Bookings, Pending Bookings, Messages and this month's Booked and Completed Revenue, from
 * /api/admin/bookings/stats (docs/product.md §2).
 */
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
            value={data ? card.value(data) : undefined}
            loading={isLoading}
          />
        ))}
      </div>
    </section>
  );
}
