import type { PublicUser, UserRole } from '@elite/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  username!: string;

  /** The argon2id hash; never leaves this service. */
  @Column({ name: 'password', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  /** Stored lower-case; unique regardless of case. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 25, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'client' })
  role!: UserRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** What any caller may see of a user: everything but the password hash. */
export function toPublicUser(user: UserEntity): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
