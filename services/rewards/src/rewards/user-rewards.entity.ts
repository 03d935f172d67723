import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A client's reward account; userId is identity's id, not a foreign key. */
@Entity({ name: 'user_rewards' })
export class UserRewardsEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  /** Available to spend. */
  @Column({ type: 'int', default: 0 })
  points!: number;

  /** Rewards credit not yet used, in cents (docs/product.md §10). */
  @Column({ name: 'credit_cents', type: 'int', default: 0 })
  creditCents!: number;

  @Column({ name: 'current_tier_id', type: 'int', nullable: true })
  currentTierId!: number | null;

  /** Ever earned; decides the tier and never drops when points are spent. */
  @Column({ name: 'lifetime_points', type: 'int', default: 0 })
  lifetimePoints!: number;

  @Column({ name: 'last_activity', type: 'timestamptz', nullable: true })
  lastActivity!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'reward_transactions' })
export class RewardTransactionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_rewards_id', type: 'int' })
  userRewardsId!: number;

  /** Positive when earned, negative when spent. */
  @Column({ type: 'int' })
  points!: number;

  @Column({ type: 'varchar', length: 20 })
  type!: string;

  @Column({ type: 'text' })
  description!: string;

  /** Credit made (a redemption, positive) or used (a booking, negative), in cents. */
  @Column({ name: 'credit_cents', type: 'int', default: 0 })
  creditCents!: number;

  @Column({ name: 'booking_id', type: 'int', nullable: true })
  bookingId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
