import type { BookingStatus, RideSummary } from '@elite/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A ride as the latest booking event described it (booking's id, not a foreign key). */
@Entity({ name: 'bookings' })
export class BookingProjectionEntity {
  @PrimaryColumn({ name: 'booking_id', type: 'int' })
  bookingId!: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar' })
  email!: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ type: 'varchar' })
  status!: BookingStatus;

  @Column({ type: 'jsonb' })
  ride!: RideSummary;

  /**
   * The ride's link token from booking.created, as sealed for this service (only its private key
   * opens it), kept only while the ride is open (architecture.md §6).
   */
  @Column({ name: 'sealed_access_token', type: 'text', nullable: true })
  sealedAccessToken!: string | null;

  /** The booking's version in the event that wrote this row; an older event arriving late changes nothing. */
  @Column({ type: 'int' })
  version!: number;
}
