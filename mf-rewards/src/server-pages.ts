// mf_rewards's page for a server render (see server.ts), and the tiers it shows, loaded by the same
// call the browser makes.
import type { RemoteServerBuild } from '@elite/contracts/server-render';
import { RewardsPage } from './app/rewards-page';
import { getRewardAccount, rewardAccountKey } from './features/rewards/api/use-reward-account';
import { REWARD_TIERS_KEY, getRewardTiers } from './features/rewards/api/use-reward-tiers';
import { getRewardTransactions, rewardTransactionsKey } from './features/rewards/api/use-reward-transactions';

export const pages: RemoteServerBuild['pages'] = { RewardsPage };

/**
 * The tiers under the key the page reads them by, so the page comes with them and the browser does
 * not ask again (nor load zod to read the answer); for a signed-in visitor also their account and
 * its history, read with their session, so the page shows their points without its code (a sign-in
 * posted without JavaScript lands here). What cannot be read is not embedded, and the browser asks
 * as before.
 */
export const loadData: RemoteServerBuild['loadData'] = async (module, _params, _query, visitor) => {
  if (module !== 'RewardsPage') return {};
  const [tiers, personal] = await Promise.all([
    getRewardTiers().catch(() => undefined),
    visitor.user ? personalData(visitor.user.id, visitor.headers) : {},
  ]);
  return { ...(tiers === undefined ? {} : { [REWARD_TIERS_KEY]: tiers }), ...personal };
};

async function personalData(userId: number, headers: Record<string, string>) {
  const accountKey = rewardAccountKey(userId);
  const account = await getRewardAccount(accountKey, headers).catch(() => undefined);
  if (!account) return {};
  const transactionsKey = rewardTransactionsKey(account.id);
  const transactions = await getRewardTransactions(transactionsKey, headers).catch(() => undefined);
  return {
    [accountKey]: account,
    ...(transactions === undefined ? {} : { [transactionsKey]: transactions }),
  };
}
