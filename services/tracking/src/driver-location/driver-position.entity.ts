import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every position ever reported, for history; the latest lives in Redis. */
@Entity({ name: 'driver_positions' })
export class DriverPositionEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'booking_id', type: 'int' })
  bookingId!: number;

  @Column({ name: 'driver_id', type: 'int' })
  driverId!: number;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  @Column({ type: 'double precision', nullable: true })
  heading!: number | null;

  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt!: Date;
}
