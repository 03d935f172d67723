import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EVENT_TYPES,
  creditCentsForPoints,
  formatUsd,
  type BookingPriceOffered,
  type BookingStatusChanged,
  type ClaimRewardsCredit,
  type RewardsCredit,
  type RewardsCreditMoved,
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

/**
 * Records a transaction that a unique index allows once per booking (a ride's points, a credit given
 * back): true when this call recorded it, false when it was there already.
 */
async function insertOnce(
  manager: EntityManager,
  transaction: Partial<RewardTransactionEntity>,
): Promise<boolean> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(RewardTransactionEntity)
    .values(transaction)
    .orIgnore()
    .execute();
  return Boolean(inserted.identifiers[0]);
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

  /**
   * Spends the signed-in client's points for rewards credit (docs/product.md §10, "Rewards credit"); the
   * balance never goes below zero.
   */
  async redeem(viewer: SessionUser, points: number): Promise<RewardAccount> {
    return this.dataSource.transaction(async (manager) => {
      const account = await manager.findOne(UserRewardsEntity, {
        where: { userId: viewer.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) throw new NotFoundException(NO_ACCOUNT);
      if (points > account.points) throw new ConflictException(NOT_ENOUGH_POINTS);
      const creditCents = creditCentsForPoints(points);
      account.points -= points;
      account.creditCents += creditCents;
      account.lastActivity = new Date();
      await manager.save(account);
      await manager.insert(RewardTransactionEntity, {
        userRewardsId: account.id,
        points: -points,
        type: 'redeem',
        description: `Redeemed ${points} points for ${formatUsd(creditCents)} of credit on your next booking`,
        creditCents,
        bookingId: null,
      });
      return this.toAccount(account, manager);
    });
  }

  /** A user's unused credit, for booking's quote; none without an account. */
  async creditOf(userId: number): Promise<RewardsCredit> {
    const account = await this.dataSource.manager.findOneBy(UserRewardsEntity, { userId });
    return { userId, creditCents: account?.creditCents ?? 0 };
  }

  /**
   * Booking takes up to `maxCents` of the user's credit for a booking it is about to store
   * (docs/architecture.md, "Rewards credit"): under the account's row lock, so two bookings at once
   * queue and the second finds what the first left. A booking claims once: asked again, the same answer.
   */
  async claimCredit({ userId, bookingId, maxCents }: ClaimRewardsCredit): Promise<RewardsCreditMoved> {
    return this.dataSource.transaction(async (manager) => {
      const account = await manager.findOne(UserRewardsEntity, {
        where: { userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) return { bookingId, cents: 0 };
      const earlier = await manager.findOneBy(RewardTransactionEntity, { bookingId, type: 'credit-used' });
      if (earlier) return { bookingId, cents: -earlier.creditCents };
      const cents = Math.min(account.creditCents, maxCents);
      if (cents === 0) return { bookingId, cents };
      account.creditCents -= cents;
      account.lastActivity = new Date();
      await manager.save(account);
      await manager.insert(RewardTransactionEntity, {
        userRewardsId: account.id,
        points: 0,
        type: 'credit-used',
        description: `${formatUsd(cents)} of credit used on booking #${bookingId}`,
        creditCents: -cents,
        bookingId,
      });
      return { bookingId, cents };
    });
  }

  /** The booking was not stored after all: its claim, if any, goes back to the account's credit. */
  async releaseCredit(bookingId: number): Promise<RewardsCreditMoved> {
    return this.dataSource.transaction(async (manager) => {
      const claim = await manager.findOneBy(RewardTransactionEntity, { bookingId, type: 'credit-used' });
      if (!claim) return { bookingId, cents: 0 };
      const account = await manager.findOneOrFail(UserRewardsEntity, {
        where: { id: claim.userRewardsId },
        lock: { mode: 'pessimistic_write' },
      });
      // Already given back (the booking cancelled or priced again): nothing left to release.
      if (await manager.findOneBy(RewardTransactionEntity, { bookingId, type: 'credit-returned' }))
        return { bookingId, cents: 0 };
      // Deleted under the lock: a release racing another gives the credit back once.
      const deleted = await manager.delete(RewardTransactionEntity, { id: claim.id });
      if (!deleted.affected) return { bookingId, cents: 0 };
      account.creditCents -= claim.creditCents;
      await manager.save(account);
      return { bookingId, cents: -claim.creditCents };
    });
  }

  /** user.registered: enrol at the first tier. */
  enrol(eventId: string, event: UserRegistered): Promise<boolean> {
    return this.once(eventId, 'user.registered', (manager) =>
      this.ensureAccount(manager, event.userId).then(() => undefined),
    );
  }

  /**
   * booking.status-changed: a signed-in client's ride completed earns points; a ride cancelled gives
   * back the credit it used (docs/product.md §10, "Rewards credit").
   */
  onRideStatus(eventId: string, event: BookingStatusChanged): Promise<boolean> {
    return this.once(eventId, 'booking.status-changed', async (manager) => {
      if (event.to === 'completed') await this.earnForRide(manager, event);
      if (event.to === 'cancelled') await this.returnCredit(manager, event.bookingId, 'was cancelled');
    });
  }

  /** booking.price-offered: staff's price replaces the lines, credit line included; the credit comes back. */
  onPriceOffered(eventId: string, event: BookingPriceOffered): Promise<boolean> {
    return this.once(eventId, 'booking.price-offered', (manager) =>
      this.returnCredit(manager, event.bookingId, 'was priced again by staff'),
    );
  }

  /** The credit a booking used goes back to the account, once, as a line of its own. */
  private async returnCredit(manager: EntityManager, bookingId: number, why: string): Promise<void> {
    const found = await manager.findOneBy(RewardTransactionEntity, { bookingId, type: 'credit-used' });
    if (!found) return;
    const account = await manager.findOneOrFail(UserRewardsEntity, {
      where: { id: found.userRewardsId },
      lock: { mode: 'pessimistic_write' },
    });
    // Read again under the account's lock: a release (which deletes it under that lock) may have won.
    const used = await manager.findOneBy(RewardTransactionEntity, { id: found.id });
    if (!used) return;
    const cents = -used.creditCents;
    const returned = await insertOnce(manager, {
      userRewardsId: account.id,
      points: 0,
      type: 'credit-returned',
      description: `${formatUsd(cents)} of credit returned: booking #${bookingId} ${why}`,
      creditCents: cents,
      bookingId,
    });
    if (!returned) return;
    account.creditCents += cents;
    account.lastActivity = new Date();
    await manager.save(account);
  }

  /** A completed ride of a signed-in client's booking earns points, once. */
  private async earnForRide(manager: EntityManager, event: BookingStatusChanged): Promise<void> {
    if (event.userId === null) return;
    const account = await this.ensureAccount(manager, event.userId, true);
    const points = this.config.REWARDS_POINTS_PER_RIDE;
    const earned = await insertOnce(manager, {
      userRewardsId: account.id,
      points,
      type: 'earn',
      description: `Ride #${event.bookingId} completed`,
      bookingId: event.bookingId,
    });
    if (!earned) return;
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
      creditCents: account.creditCents,
      tier: tier ? toRewardsTier(tier) : null,
      lastActivity: account.lastActivity?.toISOString() ?? null,
      createdAt: account.createdAt.toISOString(),
    };
  }
}
