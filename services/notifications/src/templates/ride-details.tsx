import { Section, Text } from '@react-email/components';
import { PAYMENT_METHOD_LABELS, dollarsToCents, formatUsd, type RideSummary } from '@elite/contracts';
import { flightLines, rideWhen } from './format';
import { EMAIL_THEME as t } from './theme';

/** What a ride priced on request says where its price would be, until staff price it. */
export const PRICE_ON_REQUEST = 'On request: we will send you a quote';

/** The ride as booked, one labelled line each. */
export function RideDetails(props: { bookingId: number; ride: RideSummary; timeZone: string }) {
  const { ride } = props;
  const lines: [string, string][] = [
    ['Booking', `#${props.bookingId}`],
    ['Pick-up time', rideWhen(ride, props.timeZone)],
    ['Pick-up', ride.pickupLocation],
    ['Drop-off', ride.dropoffLocation],
    ['Service', ride.isRoundTrip ? `${ride.serviceType}, round trip` : ride.serviceType],
    ['Vehicle', ride.vehiclePlate ? `${ride.vehicle}, plate ${ride.vehiclePlate}` : ride.vehicle],
    ...(ride.chauffeur
      ? [['Chauffeur', `${ride.chauffeur.name}, ${ride.chauffeur.phone}`] as [string, string]]
      : []),
    ['Passengers', String(ride.passengers)],
    ...(ride.luggage !== null ? [['Luggage', String(ride.luggage)] as [string, string]] : []),
    ...flightLines(ride, props.timeZone),
    ...priceLine(ride),
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

/** The price the booking holds (docs/product.md §10); none for a ride booked before prices were held. */
function priceLine(ride: RideSummary): [string, string][] {
  if (ride.totalPrice === undefined) return [];
  if (ride.totalPrice === null) return [['Price', PRICE_ON_REQUEST]];
  return [['Total (all-in)', formatUsd(dollarsToCents(ride.totalPrice))]];
}
