import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  claimRewardsCreditSchema,
  idParamsSchema,
  releaseRewardsCreditSchema,
  rewardsCreditMovedSchema,
  rewardsCreditSchema,
  type ClaimRewardsCredit,
  type IdParams,
  type ReleaseRewardsCredit,
  type RewardsCredit,
  type RewardsCreditMoved,
} from '@elite/contracts';
import { ApiRoute, Public } from '@elite/nest-kit';
import { RewardsService } from './rewards.service';

/**
 * For booking, on the private network: a client's rewards credit, read for a quote, claimed by a booking
 * being made and given back when it is not stored (docs/architecture.md, "Rewards credit"). The gateway
 * never forwards /internal/*, so these are public in the auth sense and left out of the public API document.
 */
@ApiExcludeController()
@Public()
@Controller('internal/rewards/credit')
export class InternalCreditController {
  constructor(private readonly rewards: RewardsService) {}

  @Get(':id')
  @ApiRoute({ summary: "A user's unused credit", params: idParamsSchema, response: rewardsCreditSchema })
  credit(@Param() { id }: IdParams): Promise<RewardsCredit> {
    return this.rewards.creditOf(id);
  }

  @Post('claim')
  @HttpCode(200)
  @ApiRoute({
    summary: 'Take up to maxCents of the credit for a booking, once',
    body: claimRewardsCreditSchema,
    response: rewardsCreditMovedSchema,
  })
  claim(@Body() body: ClaimRewardsCredit): Promise<RewardsCreditMoved> {
    return this.rewards.claimCredit(body);
  }

  @Post('release')
  @HttpCode(200)
  @ApiRoute({
    summary: "Give back a booking's claim",
    body: releaseRewardsCreditSchema,
    response: rewardsCreditMovedSchema,
  })
  release(@Body() { bookingId }: ReleaseRewardsCredit): Promise<RewardsCreditMoved> {
    return this.rewards.releaseCredit(bookingId);
  }
}
