import type { ContactMessage } from '@elite/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 20, default: 'unread' })
  status!: ContactMessage['status'];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

export function toContactMessage(entity: ContactMessageEntity): ContactMessage {
  return {
    id: entity.id,
    name: entity.name,
    email: entity.email,
    subject: entity.subject,
    message: entity.message,
    status: entity.status,
    createdAt: entity.createdAt.toISOString(),
  };
}
