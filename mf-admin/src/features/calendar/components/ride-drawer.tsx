import type { CalendarRide } from '@elite/contracts/booking';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Popconfirm from 'antd/es/popconfirm';
import { calendarStrings as strings, detailsStrings, STATUS_LABELS } from '../../../common/strings';
import { BookingDrawer } from '../../bookings/components/booking-drawer';
import { BookingScheduleForm } from '../../bookings/components/booking-schedule-form';
import { useStatusChange } from '../../bookings/hooks/use-status-change';
import { clashLabel, heldTime } from './calendar-grid';

interface RideDrawerProps {
  ride: CalendarRide;
  timeZone: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A ride of the calendar: who, when and where, and what staff do with it: Confirm a request, Move it
 * (the bookings drawer's form) or Decline it (a confirmed ride: cancel it), each the console's one change.
 */
export function RideDrawer({ ride, timeZone, open, onClose }: RideDrawerProps) {
  const { pending, change } = useStatusChange((updated) => {
    if (updated.status === 'cancelled') onClose();
  });
  const clash = clashLabel(ride);
  const isRequest = ride.status === 'pending';
  const items = [
    { key: 'held', label: strings.held, children: `${ride.date} · ${heldTime(ride, timeZone)}` },
    {
      key: 'customer',
      label: strings.customer,
      children: (
        <>
          {ride.fullName} · <a href={`tel:${ride.phone.replace(/[^+\d]/g, '')}`}>{ride.phone}</a>
        </>
      ),
    },
    { key: 'service', label: strings.service, children: ride.serviceType },
    { key: 'route', label: strings.route, children: `${ride.pickupLocation} → ${ride.dropoffLocation}` },
    {
      key: 'status',
      label: strings.status,
      children: clash ? `${STATUS_LABELS[ride.status]} · ${clash}` : STATUS_LABELS[ride.status],
    },
    { key: 'price', label: strings.price, children: detailsStrings.price.states[ride.priceState] },
  ];

  return (
    <BookingDrawer
      open={open}
      onClose={onClose}
      title={strings.drawerTitle(ride.id)}
      size="min(480px, 100vw)"
      // In the header, not the footer: the toasts (bottom right) of a move would cover the footer's buttons.
      extra={
        ride.status === 'completed' ? null : (
          <div className="mfa-cal-actions" role="group" aria-label={detailsStrings.actions.label}>
            <Popconfirm
              title={isRequest ? strings.declineQuestion : detailsStrings.actions.cancelQuestion}
              okText={isRequest ? strings.declineYes : detailsStrings.actions.cancelYes}
              cancelText={strings.keep}
              okType="default"
              okButtonProps={{ danger: true }}
              onConfirm={() => change(ride.id, 'cancelled')}
            >
              <Button
                danger
                size="large"
                loading={pending === 'cancelled'}
                disabled={pending === 'confirmed'}
              >
                {isRequest ? strings.decline : detailsStrings.actions.cancelled}
              </Button>
            </Popconfirm>
            {isRequest ? (
              <Button
                type="primary"
                loading={pending === 'confirmed'}
                disabled={pending === 'cancelled'}
                onClick={() => void change(ride.id, 'confirmed')}
              >
                {strings.confirm}
              </Button>
            ) : null}
          </div>
        )
      }
    >
      {ride.status === 'completed' ? <p className="elite-card-text">{strings.closed}</p> : null}
      <Descriptions column={1} bordered size="small" items={items} className="mfa-descriptions" />
      {ride.status === 'completed' ? null : (
        <BookingScheduleForm key={ride.id} booking={ride} move="schedule" onUpdated={() => undefined} />
      )}
    </BookingDrawer>
  );
}
