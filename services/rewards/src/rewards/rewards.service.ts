import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EVENT_TYPES,
  type BookingStatusChanged,
  type RewardAccount,
  type RewardTransaction,
  type RewardsTier,
  type UserRegistered,
} from '@elite/contracts';
import { OutboxService, type SessionUser } from '@elite/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { REWARDS_CONFIG, type RewardsConfig } from '../config';
import { RewardsTierEntity, toRewardsTier } from '../tiers/rewards-tier.entity';
import { RewardTransactionEntity, UserRewardsEntity } from './user-rewards.entity';

export const NO_ACCOUNT = 'No reward account found';
export const NOT_YOURS = 'You can only see your own rewards';
export const NOT_ENOUGH_POINTS = 'You do not have enough points';

/** Tiers in the order the spec reads them: by the points they need. */
export function tierFor(
  tiers: readonly RewardsTierEntity[],
  lifetimePoints: number,
): RewardsTierEntity | undefined {
  return [...tiers].reverse().find((tier) => tier.minPoints <= lifetimePoints) ?? tiers[0];
}

@Injectable()
export class RewardsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REWARDS_CONFIG) private readonly config: RewardsConfig,
    private readonly outbox: OutboxService,
  ) {}

  async tiers(manager: EntityManager = this.dataSource.manager): Promise<RewardsTierEntity[]> {
    return manager.find(RewardsTierEntity, { order: { minPoints: 'ASC' } });
  }

  async listTiers(): Promise<RewardsTier[]> {
    return (await this.tiers()).map(toRewardsTier);
  }

  async accountOf(userId: number, viewer: SessionUser): Promise<RewardAccount> {
    if (viewer.role !== 'admin' && viewer.id !== userId) throw new ForbiddenException(NOT_YOURS);
    const account = await this.dataSource.manager.findOneBy(UserRewardsEntity, { userId });
    if (!account) throw new NotFoundException(NO_ACCOUNT);
    return this.toAccount(account);
  }

  async transactions(accountId: number, viewer: SessionUser): Promise<RewardTransaction[]> {
    const account = await this.dataSource.manager.findOneBy(UserRewardsEntity, { id: accountId });
    if (!account) throw new NotFoundException(NO_ACCOUNT);
    if (viewer.role !== 'admin' && viewer.id !== account.userId) throw new ForbiddenException(NOT_YOURS);
    const rows = await this.dataSource.manager.find(RewardTransactionEntity, {
      where: { userRewardsId: accountId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 200,
    });
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  /** Spends the signed-in client's points; the balance never goes below zero. */
  async redeem(viewer: SessionUser, points: number): Promise<RewardAccount> {
    return this.dataSource.transaction(async (manager) => {
      const account = await manager.findOne(UserRewardsEntity, {
        where: { userId: viewer.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) throw new NotFoundException(NO_ACCOUNT);
      if (points > account.points) throw new ConflictException(NOT_ENOUGH_POINTS);
      account.points -= points;
      account.lastActivity = new Date();
      await manager.save(account);
      await manager.insert(RewardTransactionEntity, {
        userRewardsId: account.id,
        points: -points,
        type: 'redeem',
        description: `Redeemed ${points} points for a discount on your next booking`,
        bookingId: null,
      });
      return this.toAccount(account, manager);
    });
  }

  /** user.registered: enrol at the first tier. */
  enrol(eventId: string, event: UserRegistered): Promise<boolean> {
    return this.once(eventId, 'user.registered', (manager) =>
      this.ensureAccount(manager, event.userId).then(() => undefined),
    );
  }

  /** booking.status-changed to completed, for a signed-in client's booking: earn points for the ride. */
  earnForRide(eventId: string, event: BookingStatusChanged): Promise<boolean> {
    return this.once(eventId, 'booking.status-changed', async (manager) => {
      if (event.to !== 'completed' || event.userId === null) return;
      const account = await this.ensureAccount(manager, event.userId, true);
      const points = this.config.REWARDS_POINTS_PER_RIDE;
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(RewardTransactionEntity)
        .values({
          userRewardsId: account.id,
          points,
          type: 'earn',
          description: `Ride #${event.bookingId} completed`,
          bookingId: event.bookingId,
        })
        .orIgnore()
        .execute();
      if (!inserted.identifiers.length || !inserted.identifiers[0]) return; // this ride already earned
      account.points += points;
      account.lifetimePoints += points;
      account.currentTierId = tierFor(await this.tiers(manager), account.lifetimePoints)?.id ?? null;
      account.lastActivity = new Date();
      await manager.save(account);
      await this.outbox.publish(manager, EVENT_TYPES.rewardsPointsEarned, {
        userId: event.userId,
        bookingId: event.bookingId,
        points,
        availablePoints: account.points,
      });
    });
  }

  /** Runs an event's effect at most once: the event id is recorded in the same transaction. */
  private once(
    eventId: string,
    type: string,
    effect: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const recorded = await manager.query(
        `INSERT INTO "rewards"."processed_events" ("event_id", "type") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_id"`,
        [eventId, type],
      );
      if (!recorded.length) return false;
      await effect(manager);
      return true;
    });
  }

  private async ensureAccount(
    manager: EntityManager,
    userId: number,
    lock = false,
  ): Promise<UserRewardsEntity> {
    const firstTier = (await this.tiers(manager))[0];
    await manager.query(
      `INSERT INTO "rewards"."user_rewards" ("user_id", "current_tier_id") VALUES ($1, $2) ON CONFLICT ("user_id") DO NOTHING`,
      [userId, firstTier?.id ?? null],
    );
    return manager.findOneOrFail(UserRewardsEntity, {
      where: { userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  private async toAccount(
    account: UserRewardsEntity,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RewardAccount> {
    const tier = account.currentTierId
      ? await manager.findOneBy(RewardsTierEntity, { id: account.currentTierId })
      : null;
    return {
      id: account.id,
      userId: account.userId,
      points: account.points,
      lifetimePoints: account.lifetimePoints,
      tier: tier ? toRewardsTier(tier) : null,
      lastActivity: account.lastActivity?.toISOString() ?? null,
      createdAt: account.createdAt.toISOString(),
    };
  }
}
