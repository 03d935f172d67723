import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EVENT_TYPES,
  type Chauffeur,
  type CreateChauffeur,
  type PublicUser,
  type RegisterInput,
  type Registration,
} from '@elite/contracts';
import { OutboxService } from '@elite/nest-kit';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher';
import { LoginThrottle } from '../auth/login-throttle';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { UserEntity, toPublicUser } from './user.entity';

/** A username made from an e-mail's local part, for accounts nobody registered themselves. */
const usernameOf = (email: string, fallback: string) =>
  email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '') || fallback;

function toChauffeur(user: Pick<PublicUser, 'id' | 'name' | 'email' | 'phone'>): Chauffeur {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone ?? '' };
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

@Injectable()
export class UsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** Creates a client and announces it in the same transaction; the role is never taken from input. */
  async register(input: Registration): Promise<PublicUser> {
    await this.assertAvailable(input.email, input.username);
    return this.create({ ...input, role: 'client' }, async (manager, user) => {
      await this.outbox.publish(manager, EVENT_TYPES.userRegistered, {
        userId: user.id,
        email: user.email,
        name: user.name,
      });
    });
  }

  /**
   * Staff create a chauffeur's account (role `driver`, docs/product.md §12): no welcome e-mail and no
   * rewards account, which are a client's; the username is made from the e-mail.
   */
  async createChauffeur(input: CreateChauffeur): Promise<Chauffeur> {
    await this.assertAvailable(input.email, null);
    const username = await this.freeUsername(usernameOf(input.email, 'chauffeur'));
    const user = await this.create({ ...input, username, role: 'driver' });
    return toChauffeur(user);
  }

  /** The chauffeurs, by name. */
  async chauffeurs(): Promise<Chauffeur[]> {
    const users = await this.dataSource
      .getRepository(UserEntity)
      .find({ where: { role: 'driver' }, order: { name: 'ASC', id: 'ASC' } });
    return users.map(toChauffeur);
  }

  /** One chauffeur, for booking when staff assign him; undefined for any other id. */
  async chauffeur(id: number): Promise<Chauffeur | undefined> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id, role: 'driver' });
    return user ? toChauffeur(user) : undefined;
  }

  private async create(
    input: Omit<UserEntity, 'id' | 'passwordHash' | 'createdAt' | 'phone'> & {
      password: string;
      phone?: string | null;
    },
    inTransaction?: (manager: EntityManager, user: UserEntity) => Promise<void>,
  ): Promise<PublicUser> {
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(manager.create(UserEntity, { ...input, passwordHash }));
        await inTransaction?.(manager, user);
        return toPublicUser(user);
      });
    } catch (error) {
      // Two accounts racing for the same e-mail or username: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        const constraint = String((error.driverError as { constraint?: string }).constraint ?? '');
        throw new ConflictException(constraint.includes('username') ? USERNAME_TAKEN : EMAIL_TAKEN);
      }
      throw error;
    }
  }

  /** The same answer, and about the same time, for an unknown e-mail and a wrong password. */
  async login(email: string, password: string, address: string): Promise<PublicUser> {
    await this.throttle.assertAllowed(email, address);
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email: email.toLowerCase() });
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !valid) {
      await this.throttle.recordFailure(email, address);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(email, address);
    return toPublicUser(user);
  }

  async findById(id: number): Promise<PublicUser | undefined> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id });
    return user ? toPublicUser(user) : undefined;
  }

  /** Creates or updates the staff account named by ADMIN_EMAIL / ADMIN_PASSWORD at start. */
  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return;
    const repository = this.dataSource.getRepository(UserEntity);
    const passwordHash = await this.hasher.hash(password);
    const existing = await repository.findOneBy({ email });
    if (existing) {
      await repository.update(existing.id, { passwordHash, role: 'admin' });
    } else {
      const username = await this.freeUsername(usernameOf(email, 'admin'));
      await repository.save(
        repository.create({
          email,
          username,
          passwordHash,
          name: 'Administrator',
          phone: null,
          role: 'admin',
        }),
      );
    }
    this.logger.log(`Admin account ${email} is ready`);
  }

  /** 409 when the e-mail (or the username, when one is chosen) has an account already. */
  private async assertAvailable(email: string, username: string | null): Promise<void> {
    const taken = await this.dataSource.query(
      `SELECT lower(email) = lower($1) AS email, lower(username) = lower($2) AS username
         FROM "identity"."users" WHERE lower(email) = lower($1) OR lower(username) = lower($2) LIMIT 2`,
      [email, username],
    );
    if (taken.some((row: { email: boolean }) => row.email)) throw new ConflictException(EMAIL_TAKEN);
    if (taken.length) throw new ConflictException(USERNAME_TAKEN);
  }

  private async freeUsername(base: string): Promise<string> {
    for (let suffix = 0; ; suffix++) {
      const candidate = (suffix ? `${base}${suffix}` : base).padEnd(3, '0').slice(0, 40);
      const [row] = await this.dataSource.query(
        `SELECT 1 FROM "identity"."users" WHERE lower(username) = lower($1)`,
        [candidate],
      );
      if (!row) return candidate;
    }
  }
}

export type { RegisterInput };
