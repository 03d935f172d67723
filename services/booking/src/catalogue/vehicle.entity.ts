import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'vehicles' })
export class VehicleEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'int' })
  passengers!: number;

  @Column({ type: 'int' })
  luggage!: number;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  features!: string[];

  @Column({ name: 'hourly_rate', type: 'int' })
  hourlyRate!: number;

  @Column({ name: 'vehicle_type_id', type: 'int', nullable: true })
  vehicleTypeId!: number | null;

  @Column({ name: 'is_premium', type: 'boolean', default: false })
  isPremium!: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  // Given in the confirmation, to find the vehicle at the kerb; not in the public catalogue.
  @Column({ type: 'varchar', length: 12, nullable: true, select: false })
  plate!: string | null;
}
