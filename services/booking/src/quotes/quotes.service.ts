import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  flightPickup,
  pricingKindOf,
  priceRide,
  quoteOf,
  roadMiles,
  withRewardsCredit,
  type FieldError,
  type FlightGrace,
  type FlightOrigin,
  type FlightPickup,
  type Price,
  type PricingRates,
  type Quote,
  type QuoteRequest,
  type RideToPrice,
} from '@elite/contracts';
import type { RideNames } from '../bookings/booking.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { skippedTimeError } from '../bookings/booking-rules';
import { BOOKING_CONFIG, flightGrace, pricingRates, type BookingConfig } from '../config';
import { PlacesService } from '../places/places.service';
import { RewardsCreditClient } from './rewards-credit.client';

/** What the airport promise needs of a trip: where it picks up, on what day, and its flight. */
interface FlightTrip {
  pickupLocation: string;
  date: string;
  flightNumber?: string | null;
  landingTime: string | null;
  flightOrigin: FlightOrigin;
}

/** A trip's airport pick-up, if it is one, and the pick-up its landing sets (docs/product.md §5). */
export interface TripFlight {
  airportPickup: boolean;
  pickup: FlightPickup | null;
  errors: FieldError[];
}

/** The all-in price of a trip before it is booked (docs/product.md §10): the rules of the contracts, the rates of the config. */
@Injectable()
export class QuotesService {
  private readonly rates: PricingRates;
  private readonly timeZone: string;
  private readonly grace: FlightGrace;

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly places: PlacesService,
    @Inject(BOOKING_CONFIG) config: BookingConfig,
    private readonly credit: RewardsCreditClient,
  ) {
    this.rates = pricingRates(config);
    this.timeZone = config.BUSINESS_TIME_ZONE;
    this.grace = flightGrace(config);
  }

  /**
   * Whether the trip picks up at an airport (a place of the catalogue that is one, or an airport
   * transfer), and the pick-up its landing time sets: the landing plus the configured free waiting.
   */
  flight(trip: FlightTrip, serviceTypeValue: string): TripFlight {
    const airportPickup =
      serviceTypeValue === 'airport' || this.places.named(trip.pickupLocation)?.kind === 'airport';
    return { airportPickup, ...flightPickup(trip, airportPickup, this.grace, this.timeZone) };
  }

  /**
   * Priced at once when the rules have what they need; else on request. A service type or vehicle that
   * cannot be booked, or a time the clocks skip that day, is a 400. A signed-in client's rewards credit
   * comes off an instant price, as their booking's would (docs/product.md §10, "Rewards credit").
   * An airport pick-up's landing time sets the pick-up priced, as the booking's would; away from an
   * airport it is left aside (the form asks for it only where the quote says the pick-up is one).
   */
  async quote(trip: QuoteRequest, user?: { id: number }): Promise<Quote> {
    const choice = await this.catalogue.bookingChoice(trip);
    const { airportPickup, pickup } = this.flight(trip, choice.names.serviceTypeValue);
    const priced = pickup ? { ...trip, date: pickup.date, time: pickup.time } : trip;
    const errors = [skippedTimeError(priced, this.timeZone) ?? [], choice.errors].flat();
    if (errors.length) throw new BadRequestException({ message: 'Validation failed', errors });
    const flight = { airportPickup, flight: pickup };
    const price = this.price(priced, choice);
    if (!price || !user) return quoteOf(price, flight);
    return quoteOf(withRewardsCredit(price, await this.credit.available(user.id)), flight);
  }

  /**
   * The all-in price of a trip whose service type and vehicle are known to be bookable (the quote's,
   * and the booking's when it is stored: the same rules, so the two agree); null when it is priced on request.
   */
  price(trip: QuoteRequest, choice: { names: RideNames; hourlyRate: number | null }): Price | null {
    const ride = this.rideToPrice(trip, choice.names.serviceTypeValue, choice.hourlyRate ?? 0);
    return ride ? priceRide(ride, this.rates, this.timeZone) : null;
  }

  /** What the rules need of the trip, or null when a transfer's pick-up or drop-off is no place of the catalogue. */
  private rideToPrice(trip: QuoteRequest, serviceTypeValue: string, hourlyRate: number): RideToPrice | null {
    const pickup = { date: trip.date, time: trip.time, isRoundTrip: trip.isRoundTrip };
    if (pricingKindOf(serviceTypeValue) === 'hourly')
      return { ...pickup, kind: 'hourly', hours: trip.hours, hourlyRateCents: hourlyRate * 100 };
    const from = this.places.named(trip.pickupLocation);
    const to = this.places.named(trip.dropoffLocation);
    if (!from || !to) return null;
    return {
      ...pickup,
      kind: 'transfer',
      roadMiles: roadMiles(from, to, this.rates.roadFactor),
      airportPickup: from.kind === 'airport',
    };
  }
}
