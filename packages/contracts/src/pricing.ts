import { PRICE_PER_MILE_USD } from './constants';
import { clockTimeIn, pickupInstant } from './ride-schedule';

/**
 * What a ride costs (docs/product.md §10 "Pricing"): pure functions over integer US cents. The rates
 * are an argument, never read here: the booking service reads them from its configuration
 * (`PRICING_*`, defaults below), so they change without a deploy of any frontend, and the quote
 * always comes from the server.
 */

export const QUOTE_CURRENCY = 'USD';

/** How a service type is priced: by the distance driven, or by the hours the van is at the client's disposal. */
export const PRICING_KINDS = ['transfer', 'hourly'] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

/** The pricing kind of each service type value of the catalogue. */
export const PRICING_KIND_BY_SERVICE_TYPE: Readonly<Record<string, PricingKind>> = {
  airport: 'transfer',
  corporate: 'transfer',
  events: 'hourly',
  tours: 'hourly',
  hourly: 'hourly',
};
/** A service type without an entry above (one added to the catalogue later) is priced as a transfer. */
export const DEFAULT_PRICING_KIND: PricingKind = 'transfer';

export function pricingKindOf(serviceTypeValue: string): PricingKind {
  return PRICING_KIND_BY_SERVICE_TYPE[serviceTypeValue] ?? DEFAULT_PRICING_KIND;
}

/** The most hours a charter may be quoted or booked for. */
export const CHARTER_HOURS_MAX = 24;

/** Every rate and threshold of the rules, money in cents. The booking service's `PRICING_*` variables set them. */
export interface PricingRates {
  /** A transfer's fare starts here. */
  baseFareCents: number;
  /** Per mile of road distance (the fleet card's $3). */
  perMileCents: number;
  /** A transfer's fare (base plus distance) is at least this. */
  minimumFareCents: number;
  /** Added to a transfer picked up at an airport. */
  airportFeeCents: number;
  /** Added to a ride picked up at night. */
  nightSurchargeCents: number;
  /** The night, in minutes after midnight on the business zone's clock: from start (included) to end (excluded), across midnight when end < start. */
  nightStartMinute: number;
  nightEndMinute: number;
  /** Gratuity, in percent of the fare (fees and surcharges excluded). */
  gratuityPercent: number;
  /** A charter is billed at least this many hours; also the hours quoted when none are given. */
  minimumHours: number;
  /** Road miles per great-circle mile. */
  roadFactor: number;
}

export const DEFAULT_PRICING_RATES: Readonly<PricingRates> = {
  baseFareCents: 3_500,
  perMileCents: PRICE_PER_MILE_USD * 100,
  minimumFareCents: 9_500,
  airportFeeCents: 1_500,
  nightSurchargeCents: 2_000,
  nightStartMinute: 22 * 60,
  nightEndMinute: 6 * 60,
  gratuityPercent: 20,
  minimumHours: 3,
  roadFactor: 1.3,
};

/** A point on the map, in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean radius of the Earth (IUGG), in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;

/**
 * The great-circle (haversine) distance in miles. Five lines of arithmetic, kept here rather than
 * taken from a geodesy library: across the service area its error against the ellipsoid (under
 * 0.5%) is far below what the road factor already approximates.
 */
export function greatCircleMiles(from: GeoPoint, to: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The road distance priced: the great-circle distance times the road factor, to a tenth of a mile. */
export function roadMiles(from: GeoPoint, to: GeoPoint, roadFactor: number): number {
  return Math.round(greatCircleMiles(from, to) * roadFactor * 10) / 10;
}

/** A ride as the rules need it: its pickup (text in the business zone), whether it returns, and its kind's facts. */
export type RideToPrice = { date: string; time: string; isRoundTrip: boolean } & (
  | { kind: 'transfer'; roadMiles: number; airportPickup: boolean }
  | { kind: 'hourly'; hours: number | null; hourlyRateCents: number }
);

export interface PriceLine {
  label: string;
  amountCents: number;
}

export interface Price {
  totalCents: number;
  lines: PriceLine[];
}

/** Cents as a line's label shows them: `1234560` → `$12,345.60`. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: QUOTE_CURRENCY }).format(cents / 100);
}

/** The labels of a quote's lines (docs/product.md §10), word for word. */
export const PRICE_LINE_LABELS = {
  baseFare: 'Base fare',
  distance: (miles: number, perMileCents: number) =>
    `Distance: ${miles.toFixed(1)} mi × ${formatUsd(perMileCents)}`,
  minimumFare: 'Minimum fare',
  charter: (hours: number, atMinimum: boolean, hourlyRateCents: number) =>
    `Hourly charter: ${hours} h${atMinimum ? ' minimum' : ''} × ${formatUsd(hourlyRateCents)}`,
  airportFee: 'Airport fee',
  nightSurcharge: 'Night surcharge',
  gratuity: (percent: number) => `Gratuity (${percent}%)`,
  returnTrip: 'Return trip',
  rewardsCredit: 'Rewards credit',
} as const;

/** Minutes after midnight of a clock time `HH:mm`. */
export function minuteOfDay(clockTime: string): number {
  const [hour, minute] = clockTime.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

/**
 * True when the pickup falls in the night window. The date and time are read as the instant they
 * name in the business zone, and that instant's clock is compared: a time the zone skips when its
 * clocks go forward (02:30 on the spring-forward day in Los Angeles) is the instant after the gap
 * (03:30), as availability reads it.
 */
export function isNightPickup(date: string, time: string, timeZone: string, rates: PricingRates): boolean {
  const clock = minuteOfDay(clockTimeIn(pickupInstant(date, time, timeZone), timeZone));
  const { nightStartMinute: start, nightEndMinute: end } = rates;
  return start <= end ? clock >= start && clock < end : clock >= start || clock < end;
}

/**
 * The all-in price of a ride: the fare (a transfer's base fare and distance, at least the minimum
 * fare; or a charter's hours, at least the minimum, at the vehicle's hourly rate), an airport
 * transfer's fee, the night surcharge, and the gratuity on the fare; a round trip adds a return leg
 * priced as the outbound one. The lines always sum to the total; a line of $0.00 is left out.
 */
export function priceRide(ride: RideToPrice, rates: PricingRates, timeZone: string): Price {
  const lines: PriceLine[] = [];
  let fareCents: number;
  if (ride.kind === 'transfer') {
    const tenths = Math.round(ride.roadMiles * 10);
    const distanceCents = Math.round((tenths * rates.perMileCents) / 10);
    fareCents = rates.baseFareCents + distanceCents;
    if (fareCents < rates.minimumFareCents) {
      fareCents = rates.minimumFareCents;
      lines.push({ label: PRICE_LINE_LABELS.minimumFare, amountCents: fareCents });
    } else {
      lines.push({ label: PRICE_LINE_LABELS.baseFare, amountCents: rates.baseFareCents });
      lines.push({
        label: PRICE_LINE_LABELS.distance(tenths / 10, rates.perMileCents),
        amountCents: distanceCents,
      });
    }
    if (ride.airportPickup)
      lines.push({ label: PRICE_LINE_LABELS.airportFee, amountCents: rates.airportFeeCents });
  } else {
    // No hours asked for is the minimum (which is at least 1).
    const asked = ride.hours ?? 0;
    const raised = asked < rates.minimumHours;
    const hours = raised ? rates.minimumHours : asked;
    fareCents = hours * ride.hourlyRateCents;
    lines.push({
      label: PRICE_LINE_LABELS.charter(hours, raised, ride.hourlyRateCents),
      amountCents: fareCents,
    });
  }
  if (isNightPickup(ride.date, ride.time, timeZone, rates))
    lines.push({ label: PRICE_LINE_LABELS.nightSurcharge, amountCents: rates.nightSurchargeCents });
  lines.push({
    label: PRICE_LINE_LABELS.gratuity(rates.gratuityPercent),
    amountCents: Math.round((fareCents * rates.gratuityPercent) / 100),
  });
  const oneWayCents = sumCents(lines);
  if (ride.isRoundTrip) lines.push({ label: PRICE_LINE_LABELS.returnTrip, amountCents: oneWayCents });
  const shown = lines.filter((line) => line.amountCents !== 0);
  return { totalCents: sumCents(shown), lines: shown };
}

/**
 * A price with a signed-in client's rewards credit taken off (docs/product.md §10, "Rewards credit"): a
 * 'Rewards credit' line of minus what is used, which is the credit but never more than the total, so the
 * total never goes below zero. No credit, or nothing to pay, leaves the price as it is.
 */
export function withRewardsCredit(price: Price, creditCents: number): Price {
  const usedCents = Math.max(0, Math.min(creditCents, price.totalCents));
  if (usedCents === 0) return price;
  return {
    totalCents: price.totalCents - usedCents,
    lines: [...price.lines, { label: PRICE_LINE_LABELS.rewardsCredit, amountCents: -usedCents }],
  };
}

function sumCents(lines: readonly PriceLine[]): number {
  return lines.reduce((total, line) => total + line.amountCents, 0);
}

/** Cents as the API writes an amount: dollars with exactly two decimals (`12345` → `"123.45"`). */
export function centsToDollars(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A line's cents as the API writes them: a credit's negative amount with a minus (`-500` → `"-5.00"`). */
export function signedCentsToDollars(cents: number): string {
  return cents < 0 ? `-${centsToDollars(-cents)}` : centsToDollars(cents);
}

/** Dollars as the API writes them (`"123.45"`, a credit line's `"-5.00"`) back to cents, exactly (`12345`, `-500`). */
export function dollarsToCents(dollars: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(dollars);
  if (!match) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}
