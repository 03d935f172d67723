// mf_rewards's form posted without JavaScript (docs/architecture.md, "Forms without JavaScript"): Redeem
// Points, checked with the schema the API checks, sent with the visitor's session, and answered with
// the page saying so (Post/Redirect/Get) or with the amount as sent and the error beside it.
import { FORM_DONE_PARAM } from '@elite/contracts/constants';
import { redeemPointsSchema } from '@elite/contracts/rewards';
import type { PageAction } from '@elite/contracts/server-render';
import { apiPost } from '@elite/web-kit';
import { answerForm, parseFormFields } from '@elite/web-kit/server-entry';
import { rewardsStrings } from './common/strings';
import { REDEEM_KEY } from './features/rewards/api/use-redeem-points';
import { REDEEM_FORM } from './features/rewards/components/redeem-card';

/** A whole number as a form sends it, as a number; anything else as it came, for the schema to name. */
const formNumber = (text: string | undefined) =>
  text !== undefined && /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;

export const action: PageAction = async (module, input) => {
  if (module !== 'RewardsPage' || input.form !== REDEEM_FORM) return undefined;
  return answerForm(input, rewardsStrings.redeem.failure.description, async () => {
    const redemption = parseFormFields(redeemPointsSchema, { points: formNumber(input.fields.points) });
    await apiPost(REDEEM_KEY, redemption, { headers: input.headers });
    return { redirect: `/rewards?${new URLSearchParams({ [FORM_DONE_PARAM]: REDEEM_FORM }).toString()}` };
  });
};
