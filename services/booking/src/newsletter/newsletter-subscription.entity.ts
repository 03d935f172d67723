import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  // Stored lower-cased by the contract's email schema, so the unique index also catches case variants.
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @CreateDateColumn({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt!: Date;
}
