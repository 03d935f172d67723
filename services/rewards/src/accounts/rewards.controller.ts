import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  idParamsSchema,
  redeemPointsSchema,
  type RewardAccount,
  type RewardTransaction,
  type RewardsTier,
  type IdParams,
  type RedeemPoints,
} from '@elite/contracts';
import { Authenticated, CurrentUser, Public, ZodValidationPipe, type SessionUser } from '@elite/nest-kit';
import { RewardsService } from './rewards.service';

@ApiTags('rewards')
@Controller('api/rewards')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @Public()
  @Get('tiers')
  @ApiOperation({ summary: 'The tiers, lowest first' })
  tiers(): Promise<RewardsTier[]> {
    return this.rewards.listTiers();
  }

  @Authenticated()
  @Get('user/:id')
  @ApiOperation({
    summary: "A user's reward account",
    description: 'That user or an admin; 403 for anyone else, 404 when there is none.',
  })
  account(
    @Param(new ZodValidationPipe(idParamsSchema)) { id }: IdParams,
    @CurrentUser() viewer: SessionUser,
  ): Promise<RewardAccount> {
    return this.rewards.accountOf(id, viewer);
  }

  @Authenticated()
  @Get('transactions/:id')
  @ApiOperation({
    summary: "A reward account's transactions, newest first",
    description: "The account's user or an admin.",
  })
  transactions(
    @Param(new ZodValidationPipe(idParamsSchema)) { id }: IdParams,
    @CurrentUser() viewer: SessionUser,
  ): Promise<RewardTransaction[]> {
    return this.rewards.transactions(id, viewer);
  }

  @Authenticated()
  @Post('redeem')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Spend the signed-in client's points",
    description: '409 when the balance is too low; never below zero.',
  })
  redeem(
    @Body(new ZodValidationPipe(redeemPointsSchema)) body: RedeemPoints,
    @CurrentUser() viewer: SessionUser,
  ): Promise<RewardAccount> {
    return this.rewards.redeem(viewer, body.points);
  }
}
