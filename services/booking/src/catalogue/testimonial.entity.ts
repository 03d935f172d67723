import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'testimonials' })
export class TestimonialEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 160 })
  position!: string;

  @Column({ type: 'text' })
  testimonial!: string;

  @Column({ type: 'int' })
  rating!: number;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;
}
