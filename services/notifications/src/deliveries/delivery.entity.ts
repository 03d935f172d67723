import type { DeliveryStatus, NotificationTemplate } from '@elite/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One e-mail: queued when its event is consumed, then sent, failed or skipped; unique per (event, template). */
@Entity({ name: 'deliveries' })
export class DeliveryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'event_id', type: 'varchar' })
  eventId!: string;

  @Column({ type: 'varchar' })
  template!: NotificationTemplate;

  @Column({ type: 'varchar' })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'booking_id', type: 'int', nullable: true })
  bookingId!: number | null;

  /** The booking's version the e-mail was written at: a ride's e-mails go out in this order. */
  @Column({ name: 'booking_version', type: 'int', nullable: true })
  bookingVersion!: number | null;

  @Column({ type: 'varchar' })
  status!: DeliveryStatus;

  @Column({ type: 'int' })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'skip_reason', type: 'text', nullable: true })
  skipReason!: string | null;

  @Column({ name: 'message_id', type: 'text', nullable: true })
  messageId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
