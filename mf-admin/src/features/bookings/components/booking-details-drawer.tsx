import {
  BOOKING_TRANSITIONS,
  formatReceiptNumber,
  rideReceiptPath,
  type BookingStatus,
} from '@elite/contracts/booking';
import { PAID_METHOD_LABELS } from '@elite/contracts/constants';
import {
  formatCalendarDate,
  formatClockTime,
  formatInstant,
  formatUsd,
  useServiceTypes,
  useVehicles,
  formatRideWhen,
} from '@elite/web-kit';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import type { DescriptionsProps } from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import { useId, useState } from 'react';
import { RIDE_STAGE_LABELS, detailsStrings as strings } from '../../../common/strings';
import { AssignChauffeurForm } from '../../chauffeurs/components/assign-chauffeur-form';
import { RideEmails } from '../../deliveries/components/ride-emails';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useStatusChange } from '../hooks/use-status-change';
import { customerName, displayPrice } from '../utils/booking-display';
import { BookingDrawer } from './booking-drawer';
import { BookingPaymentForm } from './booking-payment-form';
import { BookingPriceForm } from './booking-price-form';
import { BookingScheduleForm } from './booking-schedule-form';
import { RideHistory } from './ride-history';
import { StatusTag } from './status-tag';

interface BookingDetailsDrawerProps {
  booking: AdminBooking;
  open: boolean;
  onClose: () => void;
  /** The booking as the server returned it after a status change. */
  onUpdated: (booking: AdminBooking) => void;
}

const orNone = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? strings.none : value;

function useBookingItems(booking: AdminBooking): DescriptionsProps['items'] {
  const { data: serviceTypes } = useServiceTypes();
  const { data: vehicles } = useVehicles();
  const serviceType = serviceTypes?.find(({ id }) => id === booking.serviceTypeId)?.name;
  const vehicle = vehicles?.find(({ id }) => id === booking.vehicleId)?.name;
  const { labels } = strings;
  return [
    { key: 'status', label: labels.status, children: <StatusTag status={booking.status} /> },
    {
      key: 'serviceType',
      label: labels.serviceType,
      children: serviceType ?? strings.lookupFallback(booking.serviceTypeId),
    },
    { key: 'vehicle', label: labels.vehicle, children: vehicle ?? strings.lookupFallback(booking.vehicleId) },
    {
      key: 'chauffeur',
      label: labels.chauffeur,
      children: booking.chauffeur ? `${booking.chauffeur.name}, ${booking.chauffeur.phone}` : strings.none,
    },
    ...(booking.rideStage
      ? [{ key: 'rideStage', label: labels.rideStage, children: RIDE_STAGE_LABELS[booking.rideStage] }]
      : []),
    { key: 'pickup', label: labels.pickup, children: booking.pickupLocation },
    { key: 'dropoff', label: labels.dropoff, children: booking.dropoffLocation },
    { key: 'date', label: labels.date, children: formatCalendarDate(booking.date) },
    { key: 'time', label: labels.time, children: formatClockTime(booking.time) },
    { key: 'passengers', label: labels.passengers, children: booking.passengers },
    { key: 'luggage', label: labels.luggage, children: orNone(booking.luggage) },
    { key: 'flightNumber', label: labels.flightNumber, children: orNone(booking.flightNumber) },
    ...(booking.landingDate && booking.landingTime && typeof booking.freeWaitingMinutes === 'number'
      ? [
          {
            key: 'landing',
            label: labels.landing,
            children: formatRideWhen(booking.landingDate, booking.landingTime),
          },
          {
            key: 'freeWaiting',
            label: labels.freeWaiting,
            children: strings.freeWaiting(booking.freeWaitingMinutes),
          },
        ]
      : []),
    { key: 'roundTrip', label: labels.roundTrip, children: booking.isRoundTrip ? strings.yes : strings.no },
    { key: 'fullName', label: labels.fullName, children: customerName(booking) },
    {
      key: 'email',
      label: labels.email,
      children: <a href={`mailto:${booking.email}`}>{booking.email}</a>,
    },
    {
      key: 'phone',
      label: labels.phone,
      children: <a href={`tel:${booking.phone.replace(/[^+\d]/g, '')}`}>{booking.phone}</a>,
    },
    {
      key: 'account',
      label: labels.account,
      children: booking.userId === null ? strings.guest : strings.account(booking.userId),
    },
    {
      key: 'paymentMethod',
      label: labels.paymentMethod,
      children: paymentMethodLabel(booking.paymentMethod),
    },
    { key: 'price', label: labels.price, children: displayPrice(booking) },
    ...(booking.priceState
      ? [
          {
            key: 'priceState',
            label: strings.price.state,
            children: strings.price.states[booking.priceState],
          },
        ]
      : []),
    ...(booking.priceLines?.length
      ? [
          {
            key: 'priceLines',
            label: strings.price.lines,
            children: (
              <ul className="mfa-price-lines">
                {booking.priceLines.map((line) => (
                  <li key={line.label}>
                    {line.label}: {formatUsd(Number(line.amount))}
                  </li>
                ))}
              </ul>
            ),
          },
        ]
      : []),
    ...(booking.status === 'confirmed' || booking.status === 'completed'
      ? [
          {
            key: 'paid',
            label: strings.payment.paid,
            children: booking.payment
              ? strings.payment.shown(
                  PAID_METHOD_LABELS[booking.payment.method],
                  formatUsd(Number(booking.payment.amount)),
                  formatInstant(booking.payment.paidAt),
                )
              : strings.payment.notRecorded,
          },
        ]
      : []),
    ...(typeof booking.receiptNumber === 'number'
      ? [
          {
            key: 'receipt',
            label: strings.payment.receipt,
            children: (
              <a href={rideReceiptPath(booking.id)} download>
                {strings.payment.receiptLink(formatReceiptNumber(booking.receiptNumber))}
              </a>
            ),
          },
        ]
      : []),
    {
      key: 'specialRequests',
      label: labels.specialRequests,
      children: <span className="mfa-prewrap">{orNone(booking.specialRequests)}</span>,
    },
    {
      key: 'created',
      label: labels.created,
      children: <time dateTime={booking.createdAt}>{formatInstant(booking.createdAt)}</time>,
    },
  ];
}

/**
 * The whole booking, the status changes its current status allows (contracts' BOOKING_TRANSITIONS)
 * with an optional reason, its history and its e-mails.
 */
export function BookingDetailsDrawer({ booking, open, onClose, onUpdated }: BookingDetailsDrawerProps) {
  const items = useBookingItems(booking);
  const { pending, change: changeStatus } = useStatusChange(onUpdated);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const change = async (status: BookingStatus) => {
    if (await changeStatus(booking.id, status, reason)) setReason('');
  };
  const next = BOOKING_TRANSITIONS[booking.status];

  const busy = pending !== null;
  const actionButton = (status: BookingStatus) => {
    const label = strings.actions[status as Exclude<BookingStatus, 'pending'>];
    if (status === 'cancelled') {
      return (
        <Popconfirm
          key={status}
          title={strings.actions.cancelQuestion}
          okText={strings.actions.cancelYes}
          cancelText={strings.actions.cancelNo}
          okType="default"
          okButtonProps={{ danger: true }}
          onConfirm={() => change(status)}
        >
          <Button danger size="large" loading={pending === status} disabled={busy && pending !== status}>
            {label}
          </Button>
        </Popconfirm>
      );
    }
    return (
      <Button
        key={status}
        type="primary"
        size="large"
        loading={pending === status}
        disabled={busy && pending !== status}
        onClick={() => change(status)}
      >
        {label}
      </Button>
    );
  };

  return (
    <BookingDrawer
      open={open}
      onClose={onClose}
      title={strings.title(booking.id)}
      size="min(560px, 100vw)"
      footer={
        next.length > 0 ? (
          <div className="mfa-drawer-actions" role="group" aria-label={strings.actions.label}>
            <div className="mfa-drawer-reason">
              <label htmlFor={reasonId}>{strings.actions.reason}</label>
              <Input.TextArea
                id={reasonId}
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            {next.map(actionButton)}
          </div>
        ) : (
          <p className="elite-card-text">{strings.actions.final}</p>
        )
      }
    >
      <Descriptions column={1} bordered size="small" items={items} className="mfa-descriptions" />
      {booking.status === 'pending' && <BookingPriceForm booking={booking} onUpdated={onUpdated} />}
      {(booking.status === 'pending' || booking.status === 'confirmed') && (
        <>
          <AssignChauffeurForm key={`chauffeur-${booking.id}`} booking={booking} onUpdated={onUpdated} />
          <BookingScheduleForm key={booking.id} booking={booking} move="schedule" onUpdated={onUpdated} />
        </>
      )}
      {(booking.status === 'pending' || booking.status === 'confirmed') && booking.landingTime ? (
        <BookingScheduleForm
          key={`flight-${booking.id}`}
          booking={booking}
          move="flight-delay"
          onUpdated={onUpdated}
        />
      ) : null}
      {(booking.status === 'confirmed' || booking.status === 'completed') && (
        <BookingPaymentForm key={booking.id} booking={booking} onUpdated={onUpdated} />
      )}
      <RideHistory bookingId={booking.id} />
      <RideEmails bookingId={booking.id} />
    </BookingDrawer>
  );
}

/** The label of a payment method, or what was stored when it is not one of ours. */
function paymentMethodLabel(method: string): string {
  return (strings.paymentMethods as Record<string, string | undefined>)[method] ?? method;
}
