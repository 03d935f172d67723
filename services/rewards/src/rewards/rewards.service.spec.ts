import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { BookingStatusChanged } from '@elite/contracts';
import type { OutboxService, SessionUser } from '@elite/nest-kit';
import { sampleRideSummary } from '@elite/nest-kit/testing';
import type { DataSource } from 'typeorm';
import type { RewardsConfig } from '../config';
import { RewardsTierEntity } from '../tiers/rewards-tier.entity';
import { NOT_ENOUGH_POINTS, NOT_YOURS, RewardsService, tierFor } from './rewards.service';
import { RewardTransactionEntity, UserRewardsEntity } from './user-rewards.entity';

const tier = (id: number, minPoints: number) =>
  Object.assign(new RewardsTierEntity(), {
    id,
    name: `Tier ${id}`,
    description: '',
    minPoints,
    benefits: [],
    discountPercentage: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
const TIERS = [tier(1, 0), tier(2, 500), tier(3, 1500)];

const account = (overrides: Partial<UserRewardsEntity> = {}) =>
  Object.assign(new UserRewardsEntity(), {
    id: 7,
    userId: 42,
    points: 300,
    lifetimePoints: 600,
    currentTierId: 2,
    lastActivity: null,
    createdAt: new Date('2026-02-01T00:00:00Z'),
    ...overrides,
  });

const client: SessionUser = { id: 42, role: 'client', email: 'ada@example.test', name: 'Ada' };
const admin: SessionUser = { id: 1, role: 'admin', email: 'staff@example.test', name: 'Staff' };

function setup(stored: UserRewardsEntity | null, { processed = false } = {}) {
  const manager = {
    findOneBy: jest.fn(async (entity: unknown, where: { id?: number; userId?: number }) => {
      if (entity === RewardsTierEntity) return TIERS.find((t) => t.id === where.id) ?? null;
      return stored && (where.id === stored.id || where.userId === stored.userId) ? stored : null;
    }),
    findOne: jest.fn(async () => stored),
    find: jest.fn(async (entity: unknown) => (entity === RewardsTierEntity ? TIERS : [])),
    save: jest.fn(async (entity: unknown) => entity),
    insert: jest.fn(async () => ({ identifiers: [{ id: 1 }] })),
    query: jest.fn(async () => (processed ? [] : [{ event_id: 'e' }])),
    findOneOrFail: jest.fn(async () => stored),
    createQueryBuilder: jest.fn(),
  };
  const dataSource = {
    manager,
    transaction: jest.fn((work: (m: typeof manager) => Promise<unknown>) => work(manager)),
  };
  const outbox = { publish: jest.fn() };
  const service = new RewardsService(
    dataSource as unknown as DataSource,
    { REWARDS_POINTS_PER_RIDE: 100 } as RewardsConfig,
    outbox as unknown as OutboxService,
  );
  return { service, manager, outbox };
}

describe('tierFor', () => {
  it('picks the highest tier the lifetime points reach', () => {
    expect(tierFor(TIERS, 499)?.id).toBe(1);
    expect(tierFor(TIERS, 500)?.id).toBe(2);
    expect(tierFor(TIERS, 10_000)?.id).toBe(3);
  });

  it('falls back to the first tier when none is reached, and to nothing without tiers', () => {
    expect(tierFor([tier(4, 100)], 0)?.id).toBe(4);
    expect(tierFor([], 50)).toBeUndefined();
  });
});

describe('RewardsService.accountOf', () => {
  it("refuses a client another user's account without reading it", async () => {
    const { service, manager } = setup(account());
    await expect(service.accountOf(43, client)).rejects.toThrow(new ForbiddenException(NOT_YOURS));
    expect(manager.findOneBy).not.toHaveBeenCalled();
  });

  it('answers the account with its tier and dates as ISO text, to its user and to an admin', async () => {
    const { service } = setup(account());
    const expected = {
      id: 7,
      userId: 42,
      points: 300,
      lifetimePoints: 600,
      tier: expect.objectContaining({ id: 2, minPoints: 500, createdAt: '2026-01-01T00:00:00.000Z' }),
      lastActivity: null,
      createdAt: '2026-02-01T00:00:00.000Z',
    };
    await expect(service.accountOf(42, client)).resolves.toEqual(expected);
    await expect(service.accountOf(42, admin)).resolves.toEqual(expected);
  });

  it('answers 404 when the user has no account', async () => {
    const { service } = setup(null);
    await expect(service.accountOf(42, client)).rejects.toBeInstanceOf(NotFoundException);
  });
});

describe('RewardsService.transactions', () => {
  it("refuses a client the transactions of someone else's account", async () => {
    const { service } = setup(account({ userId: 99 }));
    await expect(service.transactions(7, client)).rejects.toThrow(new ForbiddenException(NOT_YOURS));
  });
});

describe('RewardsService.redeem', () => {
  it('refuses more points than the balance with a 409 and changes nothing', async () => {
    const { service, manager } = setup(account({ points: 50 }));
    await expect(service.redeem(client, 51)).rejects.toThrow(new ConflictException(NOT_ENOUGH_POINTS));
    expect(manager.save).not.toHaveBeenCalled();
    expect(manager.insert).not.toHaveBeenCalled();
  });

  it('spends the whole balance down to zero and records a negative redeem transaction', async () => {
    const { service, manager } = setup(account({ points: 50 }));
    const result = await service.redeem(client, 50);
    expect(result.points).toBe(0);
    expect(result.lastActivity).not.toBeNull();
    expect(manager.insert).toHaveBeenCalledWith(
      RewardTransactionEntity,
      expect.objectContaining({ userRewardsId: 7, points: -50, type: 'redeem', bookingId: null }),
    );
  });
});

describe('RewardsService.onRideStatus', () => {
  const completed: BookingStatusChanged = {
    bookingId: 12,
    userId: 42,
    version: 3,
    from: 'confirmed',
    to: 'completed',
    ride: sampleRideSummary(),
  };

  it('applies an event it has already processed no second time', async () => {
    const { service, manager, outbox } = setup(account(), { processed: true });
    await expect(service.onRideStatus('event-1', completed)).resolves.toBe(false);
    expect(manager.findOneOrFail).not.toHaveBeenCalled();
    expect(outbox.publish).not.toHaveBeenCalled();
  });

  it('earns nothing for a ride that did not complete, or a guest ride; a cancelled ride without credit gives none back', async () => {
    const { service, manager } = setup(account());
    await expect(service.onRideStatus('event-2', { ...completed, to: 'cancelled' })).resolves.toBe(true);
    await expect(service.onRideStatus('event-3', { ...completed, userId: null })).resolves.toBe(true);
    expect(manager.createQueryBuilder).not.toHaveBeenCalled();
  });
});
