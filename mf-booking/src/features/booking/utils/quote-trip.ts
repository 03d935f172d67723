import type { BookingForm } from '@elite/contracts/booking';
import type { ServiceType } from '@elite/contracts/catalogue';
import { pricingKindOf, type PricingKind } from '@elite/contracts/pricing';
import { quoteRequestSchema, type QuoteRequest } from '@elite/contracts/quotes';

/** How the service type of that id is priced; a transfer until the list of service types is known. */
export function pricingKindOfId(
  serviceTypeId: unknown,
  serviceTypes: readonly ServiceType[] | undefined,
): PricingKind {
  const serviceType = serviceTypes?.find(({ id }) => id === serviceTypeId);
  return serviceType ? pricingKindOf(serviceType.value) : 'transfer';
}

/**
 * The trip of the booking form's values as POST /api/quotes takes it, or null while it is not known
 * yet (a field of the trip missing or not valid): the form asks for a quote only for a whole trip.
 * A transfer's hours are not part of its trip, so typing them does not ask for its price again.
 */
export function quoteTrip(values: Partial<BookingForm>, kind: PricingKind): QuoteRequest | null {
  const trip = quoteRequestSchema.safeParse({
    serviceTypeId: values.serviceTypeId,
    vehicleId: values.vehicleId,
    pickupLocation: values.pickupLocation,
    dropoffLocation: values.dropoffLocation,
    date: values.date,
    time: values.time,
    passengers: values.passengers,
    isRoundTrip: values.isRoundTrip ?? false,
    hours: kind === 'hourly' ? values.hours : null,
    // The server prices the pick-up a landing sets, and says whether the pick-up is at an airport.
    landingTime: values.landingTime,
    flightOrigin: values.flightOrigin,
  });
  return trip.success ? trip.data : null;
}
