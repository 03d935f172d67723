import {
  centsToDollars,
  magicLinkBookingSchema,
  shownPriceLines,
  type PriceLine,
  type PriceState,
  rideSummarySchema,
  type Booking,
  type BookingStatus,
  type MagicLinkBooking,
  type PaidMethod,
  type PaymentMethod,
  type RideStage,
  type RideSummary,
} from '@elite/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'bookings' })
export class BookingEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'service_type_id', type: 'int' })
  serviceTypeId!: number;

  @Column({ name: 'vehicle_id', type: 'int' })
  vehicleId!: number;

  @Column({ name: 'pickup_location', type: 'varchar', length: 255 })
  pickupLocation!: string;

  @Column({ name: 'dropoff_location', type: 'varchar', length: 255 })
  dropoffLocation!: string;

  // Text on purpose (docs/product.md §3): the customer's local day and time, not an instant.
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'varchar', length: 5 })
  time!: string;

  @Column({ type: 'int' })
  passengers!: number;

  @Column({ type: 'int', nullable: true })
  luggage!: number | null;

  @Column({ name: 'special_requests', type: 'text', nullable: true })
  specialRequests!: string | null;

  @Column({ name: 'payment_method', type: 'varchar', length: 20 })
  paymentMethod!: PaymentMethod;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: BookingStatus;

  // 1 when booked, one more with every change under the row's lock: its events' `version`, and the
  // SEQUENCE of its calendar files (docs/architecture.md §7).
  @Column({ type: 'int', default: 1 })
  version!: number;

  @Column({ name: 'flight_number', type: 'varchar', length: 20, nullable: true })
  flightNumber!: string | null;

  // An airport pick-up's scheduled landing and the free waiting after it (the pick-up is their sum),
  // text in the company's zone like date and time; all null without a landing time.
  @Column({ name: 'landing_date', type: 'varchar', length: 10, nullable: true })
  landingDate!: string | null;

  @Column({ name: 'landing_time', type: 'varchar', length: 5, nullable: true })
  landingTime!: string | null;

  @Column({ name: 'free_waiting_minutes', type: 'int', nullable: true })
  freeWaitingMinutes!: number | null;

  @Column({ name: 'is_round_trip', type: 'boolean', default: false })
  isRoundTrip!: boolean;

  @Column({ type: 'int', nullable: true })
  hours!: number | null;

  // The all-in price worked out by the server when the ride was booked (docs/product.md §10), in
  // cents, and its lines; both null for a ride priced on request.
  @Column({ name: 'total_price_cents', type: 'int', nullable: true })
  totalPriceCents!: number | null;

  @Column({ name: 'price_lines', type: 'jsonb', nullable: true })
  priceLines!: PriceLine[] | null;

  @Column({ name: 'price_state', type: 'varchar', length: 12, default: 'booked' })
  priceState!: PriceState;

  // How the ride was paid on the day, as staff last recorded it (docs/product.md §11); all null until then.
  @Column({ name: 'paid_method', type: 'varchar', length: 10, nullable: true })
  paidMethod!: PaidMethod | null;

  @Column({ name: 'paid_amount_cents', type: 'int', nullable: true })
  paidAmountCents!: number | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  // Given once, with completedAt, when the ride is completed (the receipt's number; no gaps).
  @Column({ name: 'receipt_number', type: 'int', nullable: true })
  receiptNumber!: number | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  // The chauffeur staff assigned (an identity user of role driver), with his name and phone as they
  // were then (docs/product.md §12); all null until one is.
  @Column({ name: 'chauffeur_id', type: 'int', nullable: true })
  chauffeurId!: number | null;

  @Column({ name: 'chauffeur_name', type: 'varchar', length: 120, nullable: true })
  chauffeurName!: string | null;

  @Column({ name: 'chauffeur_phone', type: 'varchar', length: 25, nullable: true })
  chauffeurPhone!: string | null;

  // Where the chauffeur is in the confirmed ride; null before he sets off.
  @Column({ name: 'ride_stage', type: 'varchar', length: 12, nullable: true })
  rideStage!: RideStage | null;

  @Column({ name: 'full_name', type: 'varchar', length: 120 })
  fullName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 25 })
  phone!: string;

  // An identity user id; no foreign key because users live in another service's schema.
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  // SHA-256 (hex) of the access token handed out once at creation; the token itself is never stored.
  @Column({ name: 'access_token_hash', type: 'char', length: 64 })
  accessTokenHash!: string;

  // [pickup, pickup + hold) in tstzrange text: written when the ride is booked, never read back
  // (the exclusion constraint and the availability queries use it in SQL).
  @Column({ name: 'vehicle_hold', type: 'tstzrange', select: false })
  vehicleHold!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

export function toBooking(entity: BookingEntity): Booking {
  return {
    id: entity.id,
    serviceTypeId: entity.serviceTypeId,
    vehicleId: entity.vehicleId,
    pickupLocation: entity.pickupLocation,
    dropoffLocation: entity.dropoffLocation,
    date: entity.date,
    time: entity.time,
    passengers: entity.passengers,
    luggage: entity.luggage,
    specialRequests: entity.specialRequests,
    paymentMethod: entity.paymentMethod,
    status: entity.status,
    flightNumber: entity.flightNumber,
    landingDate: entity.landingDate ?? null,
    landingTime: entity.landingTime ?? null,
    freeWaitingMinutes: entity.freeWaitingMinutes ?? null,
    isRoundTrip: entity.isRoundTrip,
    fullName: entity.fullName,
    email: entity.email,
    phone: entity.phone,
    userId: entity.userId,
    createdAt: entity.createdAt.toISOString(),
    hours: entity.hours,
    totalPrice: entity.totalPriceCents === null ? null : centsToDollars(entity.totalPriceCents),
    priceLines: entity.priceLines === null ? null : shownPriceLines(entity.priceLines),
    priceState: entity.priceState,
    // `== null`: an entity made in memory (not read back) leaves the columns it was not given unset.
    payment:
      entity.paidMethod == null || entity.paidAmountCents == null || entity.paidAt == null
        ? null
        : {
            method: entity.paidMethod,
            amount: centsToDollars(entity.paidAmountCents),
            paidAt: entity.paidAt.toISOString(),
          },
    receiptNumber: entity.receiptNumber ?? null,
    rideStage: entity.rideStage ?? null,
    chauffeur:
      entity.chauffeurId == null
        ? null
        : { id: entity.chauffeurId, name: entity.chauffeurName ?? '', phone: entity.chauffeurPhone ?? '' },
  };
}

/** What booking events tell consumers about the ride, with the service type's and vehicle's names. */
export function toRideSummary(entity: BookingEntity, names: RideNames): RideSummary {
  // The contract picks the ride's fields out of the booking; names add what the catalogue knows.
  return rideSummarySchema.parse({ ...toBooking(entity), ...names });
}

export interface RideNames {
  serviceType: string;
  serviceTypeValue: string;
  vehicle: string;
  vehiclePlate: string | null;
}

/** What the magic-link service needs to show and re-book a previous ride. */
export function toMagicLinkBooking(entity: BookingEntity): MagicLinkBooking {
  return magicLinkBookingSchema.parse(toBooking(entity));
}
