import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'service_types' })
export class ServiceTypeEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 40, unique: true })
  value!: string;

  @Column({ type: 'varchar', length: 40 })
  icon!: string;
}
