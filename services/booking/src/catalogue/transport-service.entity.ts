import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// "Service" here is what the company sells (airport transfers, tours…), not a Nest provider.
@Entity({ name: 'services' })
export class TransportServiceEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 40 })
  icon!: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;
}
