import { Section, Text } from '@react-email/components';
import { PAYMENT_METHOD_LABELS, type RideSummary } from '@elite/contracts';
import { rideWhen } from './format';
import { EMAIL_THEME as t } from './theme';

/** The ride as booked, one labelled line each. */
export function RideDetails(props: { bookingId: number; ride: RideSummary; timeZone: string }) {
  const { ride } = props;
  const lines: [string, string][] = [
    ['Booking', `#${props.bookingId}`],
    ['Pick-up time', rideWhen(ride, props.timeZone, true)],
    ['Pick-up', ride.pickupLocation],
    ['Drop-off', ride.dropoffLocation],
    ['Service', ride.isRoundTrip ? `${ride.serviceType}, round trip` : ride.serviceType],
    ['Vehicle', ride.vehicle],
    ['Passengers', String(ride.passengers)],
    ...(ride.luggage !== null ? [['Luggage', String(ride.luggage)] as [string, string]] : []),
    ...(ride.flightNumber ? [['Flight', ride.flightNumber] as [string, string]] : []),
    ['Payment', PAYMENT_METHOD_LABELS[ride.paymentMethod]],
  ];
  return (
    <Section style={{ border: `1px solid ${t.line}`, padding: '16px', margin: '0 0 24px' }}>
      {lines.map(([label, value]) => (
        <Text key={label} style={{ color: t.text, fontSize: '14px', lineHeight: '20px', margin: '4px 0' }}>
          <span style={{ color: t.textMuted }}>{label}:</span> {value}
        </Text>
      ))}
    </Section>
  );
}
