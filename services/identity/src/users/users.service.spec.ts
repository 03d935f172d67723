import { ConflictException, UnauthorizedException } from '@nestjs/common';
import { EVENT_TYPES, type Registration } from '@elite/contracts';
import type { OutboxService } from '@elite/nest-kit';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordHasher } from '../auth/password-hasher';
import type { IdentityConfig } from '../config';
import { UserEntity } from './user.entity';
import { EMAIL_TAKEN, INVALID_CREDENTIALS, USERNAME_TAKEN, UsersService } from './users.service';

const registration: Registration = {
  name: 'Grace Hopper',
  email: 'grace@example.test',
  username: 'grace',
  password: 'cobol-rules',
  phone: null,
};

const stored = (overrides: Partial<UserEntity> = {}) =>
  Object.assign(new UserEntity(), {
    id: 12,
    name: 'Grace Hopper',
    email: 'grace@example.test',
    username: 'grace',
    phone: null,
    role: 'client',
    passwordHash: 'hash:cobol-rules',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });

function setup({
  taken = [] as { email: boolean; username: boolean }[],
  existing = null as UserEntity | null,
  config = {} as Partial<IdentityConfig>,
} = {}) {
  const repository = {
    findOneBy: jest.fn(async (where: { email?: string; id?: number }) =>
      existing && (where.email === existing.email || where.id === existing.id) ? existing : null,
    ),
    update: jest.fn(),
    create: jest.fn((row: Partial<UserEntity>) => Object.assign(new UserEntity(), row)),
    save: jest.fn(async (row: UserEntity) => row),
  };
  const manager = {
    create: jest.fn((_entity: unknown, row: Partial<UserEntity>) => Object.assign(new UserEntity(), row)),
    save: jest.fn(async (row: UserEntity) => Object.assign(row, { id: 12, createdAt: new Date() })),
  };
  const dataSource = {
    query: jest.fn(async (sql: string) => (sql.includes('lower(email)') ? taken : [])),
    getRepository: jest.fn(() => repository),
    transaction: jest.fn((work: (m: typeof manager) => Promise<unknown>) => work(manager)),
  };
  const outbox = { publish: jest.fn() };
  const hasher = {
    hash: jest.fn(async (password: string) => `hash:${password}`),
    verify: jest.fn(async (hash: string | undefined, password: string) => hash === `hash:${password}`),
  };
  const throttle = { assertAllowed: jest.fn(), recordFailure: jest.fn(), recordSuccess: jest.fn() };
  const service = new UsersService(
    dataSource as unknown as DataSource,
    outbox as unknown as OutboxService,
    hasher as unknown as PasswordHasher,
    throttle as unknown as LoginThrottle,
    config as IdentityConfig,
  );
  return { service, manager, outbox, hasher, throttle, repository };
}

describe('UsersService.register', () => {
  it('creates a client with a hashed password and announces it through the outbox', async () => {
    const { service, manager, outbox } = setup();
    const user = await service.register({ ...registration, role: 'admin' } as Registration);
    expect(user).toMatchObject({ id: 12, role: 'client', email: 'grace@example.test' });
    expect(user).not.toHaveProperty('passwordHash');
    expect(manager.create).toHaveBeenCalledWith(
      UserEntity,
      expect.objectContaining({ passwordHash: 'hash:cobol-rules', role: 'client' }),
    );
    expect(outbox.publish).toHaveBeenCalledWith(manager, EVENT_TYPES.userRegistered, {
      userId: 12,
      email: 'grace@example.test',
      name: 'Grace Hopper',
    });
  });

  it('names the e-mail before the username when both are taken, and stores nothing', async () => {
    const both = setup({
      taken: [
        { email: false, username: true },
        { email: true, username: false },
      ],
    });
    await expect(both.service.register(registration)).rejects.toThrow(new ConflictException(EMAIL_TAKEN));
    const name = setup({ taken: [{ email: false, username: true }] });
    await expect(name.service.register(registration)).rejects.toThrow(new ConflictException(USERNAME_TAKEN));
    expect(both.manager.save).not.toHaveBeenCalled();
    expect(name.manager.save).not.toHaveBeenCalled();
  });

  it('turns a lost race on the unique index into the 409 of the constraint that lost', async () => {
    const { service, manager } = setup();
    const violation = (constraint: string) =>
      new QueryFailedError(
        'INSERT',
        [],
        Object.assign(new Error('duplicate'), { code: '23505', constraint }),
      );
    manager.save.mockRejectedValueOnce(violation('users_username_lower_key'));
    await expect(service.register(registration)).rejects.toThrow(new ConflictException(USERNAME_TAKEN));
    manager.save.mockRejectedValueOnce(violation('users_email_lower_key'));
    await expect(service.register(registration)).rejects.toThrow(new ConflictException(EMAIL_TAKEN));
  });
});

describe('UsersService.login', () => {
  it('answers an unknown e-mail and a wrong password alike, counting each failure', async () => {
    const { service, throttle, hasher } = setup({ existing: stored() });
    const invalid = new UnauthorizedException(INVALID_CREDENTIALS);
    await expect(service.login('nobody@example.test', 'cobol-rules', '10.0.0.1')).rejects.toThrow(invalid);
    await expect(service.login('grace@example.test', 'fortran', '10.0.0.1')).rejects.toThrow(invalid);
    // The unknown e-mail is verified too (against a decoy), so both cost the same time.
    expect(hasher.verify).toHaveBeenCalledTimes(2);
    expect(throttle.recordFailure).toHaveBeenCalledTimes(2);
    expect(throttle.recordSuccess).not.toHaveBeenCalled();
  });

  it('finds the account whatever the letter case of the e-mail and clears the failures', async () => {
    const { service, throttle } = setup({ existing: stored() });
    await expect(service.login('Grace@Example.TEST', 'cobol-rules', '10.0.0.1')).resolves.toMatchObject({
      id: 12,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(throttle.recordSuccess).toHaveBeenCalledWith('Grace@Example.TEST', '10.0.0.1');
  });

  it('asks the throttle first, so a locked-out caller is refused before any password check', async () => {
    const { service, throttle, hasher } = setup({ existing: stored() });
    throttle.assertAllowed.mockRejectedValueOnce(new Error('locked'));
    await expect(service.login('grace@example.test', 'cobol-rules', '10.0.0.1')).rejects.toThrow('locked');
    expect(hasher.verify).not.toHaveBeenCalled();
  });
});

describe('UsersService admin account at start', () => {
  it('does nothing without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const { service, repository } = setup();
    await service.onApplicationBootstrap();
    expect(repository.save).not.toHaveBeenCalled();
    expect(repository.update).not.toHaveBeenCalled();
  });

  it('promotes an existing account and sets its password', async () => {
    const existing = stored({ email: 'staff@example.test' });
    const { service, repository } = setup({
      existing,
      config: { ADMIN_EMAIL: 'staff@example.test', ADMIN_PASSWORD: 'new-password' },
    });
    await service.onApplicationBootstrap();
    expect(repository.update).toHaveBeenCalledWith(12, { passwordHash: 'hash:new-password', role: 'admin' });
  });

  it('creates the admin with a username made from the e-mail', async () => {
    const { service, repository } = setup({
      config: { ADMIN_EMAIL: 'ops.team@example.test', ADMIN_PASSWORD: 'new-password' },
    });
    await service.onApplicationBootstrap();
    expect(repository.save).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ops.team@example.test', username: 'ops.team', role: 'admin' }),
    );
  });
});
