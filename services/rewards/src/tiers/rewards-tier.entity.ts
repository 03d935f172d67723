import type { RewardsTier } from '@elite/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'rewards_tiers' })
export class RewardsTierEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'min_points', type: 'int' })
  minPoints!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  benefits!: string[];

  @Column({
    name: 'discount_percentage',
    type: 'numeric',
    precision: 5,
    scale: 2,
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  discountPercentage!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

export function toRewardsTier(tier: RewardsTierEntity): RewardsTier {
  return {
    id: tier.id,
    name: tier.name,
    description: tier.description,
    minPoints: tier.minPoints,
    benefits: tier.benefits,
    discountPercentage: tier.discountPercentage,
    createdAt: tier.createdAt.toISOString(),
  };
}
