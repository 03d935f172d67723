import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { BOOKING_STATUSES, type BookingStatus } from '@elite/contracts/booking';
import { ridePagePath } from '@elite/contracts/constants';
import { formatCalendarDate, formatClockTime, LoadError } from '@elite/web-kit';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState, type FormEvent } from 'react';
import { ConsoleSection } from '../../../common/components/console-section';
import { consoleStrings as strings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import {
  BOOKINGS_EXPORT_PATH,
  filterQuery,
  NO_FILTER,
  useBookingsPage,
  type BookingsFilter,
} from '../api/use-bookings-page';
import { customerName, displayPrice } from '../utils/booking-display';
import { StatusTag } from './status-tag';

const PAGE_SIZE = 20;

const COLUMNS: ColumnsType<AdminBooking> = [
  {
    title: strings.columns.id,
    dataIndex: 'id',
    render: (id: number) => <a href={ridePagePath(id)}>#{id}</a>,
  },
  { title: strings.columns.customer, render: (_, booking) => customerName(booking) },
  {
    title: strings.columns.pickup,
    render: (_, booking) => `${formatCalendarDate(booking.date)}, ${formatClockTime(booking.time)}`,
  },
  { title: strings.columns.route, render: (_, b) => `${b.pickupLocation} → ${b.dropoffLocation}` },
  {
    title: strings.columns.status,
    dataIndex: 'status',
    render: (status: BookingStatus) => <StatusTag status={status} />,
  },
  { title: strings.columns.price, align: 'right', render: (_, booking) => displayPrice(booking) },
];

/**
 * Every booking, searched, narrowed, sorted and paged by the server, and the same selection as a CSV
 * file (docs/product.md §2, "The console"). The five-a-tab dashboard above stays as the spec has it.
 */
export function AllBookings() {
  const [filter, setFilter] = useState<BookingsFilter>(NO_FILTER);
  const [draft, setDraft] = useState<BookingsFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useBookingsPage(filter, page, PAGE_SIZE);
  const field = (name: keyof BookingsFilter) => (value: string) =>
    setDraft((was) => ({ ...was, [name]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPage(1);
  };

  return (
    <ConsoleSection title={strings.title} help={strings.help} className="mfa-console">
      <form role="search" aria-label={strings.title} className="mfa-console-filter" onSubmit={apply}>
        <label>
          <span>{strings.search}</span>
          <Input
            type="search"
            value={draft.q}
            placeholder={strings.searchPlaceholder}
            onChange={(event) => field('q')(event.target.value)}
          />
        </label>
        <label>
          <span>{strings.status}</span>
          <Select
            value={draft.status}
            onChange={field('status')}
            options={[
              { value: '', label: strings.anyStatus },
              ...BOOKING_STATUSES.map((status) => ({ value: status, label: <StatusTag status={status} /> })),
            ]}
          />
        </label>
        <label>
          <span>{strings.from}</span>
          <Input type="date" value={draft.from} onChange={(event) => field('from')(event.target.value)} />
        </label>
        <label>
          <span>{strings.to}</span>
          <Input type="date" value={draft.to} onChange={(event) => field('to')(event.target.value)} />
        </label>
        <label>
          <span>{strings.sort}</span>
          <Select
            value={draft.order}
            onChange={field('order')}
            options={Object.entries(strings.sorts).map(([value, label]) => ({ value, label }))}
          />
        </label>
        <Button type="primary" htmlType="submit">
          {strings.apply}
        </Button>
        <Button
          href={`${BOOKINGS_EXPORT_PATH}?${filterQuery(filter)}`}
          download
          icon={<DownloadOutlined aria-hidden />}
        >
          {strings.exportCsv}
        </Button>
      </form>
      {error ? (
        <LoadError className="mfa-load-error" message={strings.failed} />
      ) : (
        <Table<AdminBooking>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          columns={COLUMNS}
          dataSource={data?.items}
          loading={isLoading}
          locale={{ emptyText: strings.empty }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: strings.total,
            onChange: setPage,
          }}
        />
      )}
    </ConsoleSection>
  );
}
