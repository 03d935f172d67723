import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time link; only the SHA-256 of its token is kept (docs/architecture.md §6). */
@Entity({ name: 'magic_links' })
export class MagicLinkEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The booking service's id of the booking to re-book from; an id, not a foreign key. */
  @Column({ name: 'booking_id', type: 'int', nullable: true })
  bookingId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'boolean', default: false })
  used!: boolean;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** The booking that spent the link (booking's id, not a foreign key); null for links spent before bookings did. */
  @Column({ name: 'used_by_booking_id', type: 'int', nullable: true })
  usedByBookingId!: number | null;
}
