import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  idParamsSchema,
  redeemPointsSchema,
  rewardAccountSchema,
  rewardTransactionsResponseSchema,
  rewardsTiersResponseSchema,
  type IdParams,
  type RedeemPoints,
  type RewardAccount,
  type RewardTransaction,
  type RewardsTier,
} from '@elite/contracts';
import { ApiRoute, Authenticated, CurrentUser, Public, type SessionUser } from '@elite/nest-kit';
import { RewardsService } from './rewards.service';

const SIGNED_IN = { [HttpStatus.UNAUTHORIZED]: 'Not signed in' };

@ApiTags('rewards')
@Controller('api/rewards')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Public()
  @Get('tiers')
  @ApiRoute({ summary: 'The tiers, lowest first', response: rewardsTiersResponseSchema })
  tiers(): Promise<RewardsTier[]> {
    return this.rewards.listTiers();
  }

  @Authenticated()
  @Get('user/:id')
  @ApiCookieAuth()
  @ApiRoute({
    summary: "A user's reward account",
    description: 'That user or an admin.',
    params: idParamsSchema,
    response: rewardAccountSchema,
    errors: {
      ...SIGNED_IN,
      [HttpStatus.FORBIDDEN]: 'Not that user, nor an admin',
      [HttpStatus.NOT_FOUND]: 'No reward account',
    },
  })
  account(@Param() { id }: IdParams, @CurrentUser() viewer: SessionUser): Promise<RewardAccount> {
    return this.rewards.accountOf(id, viewer);
  }

  @Authenticated()
  @Get('transactions/:id')
  @ApiCookieAuth()
  @ApiRoute({
    summary: "A reward account's transactions, newest first",
    description: "The account's user or an admin.",
    params: idParamsSchema,
    response: rewardTransactionsResponseSchema,
    errors: {
      ...SIGNED_IN,
      [HttpStatus.FORBIDDEN]: "Not the account's user, nor an admin",
      [HttpStatus.NOT_FOUND]: 'No reward account',
    },
  })
  transactions(@Param() { id }: IdParams, @CurrentUser() viewer: SessionUser): Promise<RewardTransaction[]> {
    return this.rewards.transactions(id, viewer);
  }

  @Authenticated()
  @Post('redeem')
  @ApiCookieAuth()
  @ApiRoute({
    summary: "Spend the signed-in client's points",
    description: 'Never below zero.',
    body: redeemPointsSchema,
    response: rewardAccountSchema,
    errors: {
      ...SIGNED_IN,
      [HttpStatus.NOT_FOUND]: 'No reward account',
      [HttpStatus.CONFLICT]: 'The balance is too low',
    },
  })
  redeem(@Body() body: RedeemPoints, @CurrentUser() viewer: SessionUser): Promise<RewardAccount> {
    return this.rewards.redeem(viewer, body.points);
  }
}
