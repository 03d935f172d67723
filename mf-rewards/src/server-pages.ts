// mf_rewards's page for a server render (see server.ts), and the tiers it shows, loaded by the same
// call the browser makes.
import type { RemoteServerBuild } from '@elite/contracts/server-render';
import { RewardsPage } from './app/rewards-page';
import { getRewardAccount, rewardAccountKey } from './features/rewards/api/use-reward-account';
import { REWARD_TIERS_KEY, getRewardTiers } from './features/rewards/api/use-reward-tiers';
import { getRewardTransactions, rewardTransactionsKey } from './features/rewards/api/use-reward-transactions';

export const pages: RemoteServerBuild['pages'] = { RewardsPage };

// Drawn for a signed-in client with their points and history, so that a sign-in without JavaScript
// shows them (docs/architecture.md, "Forms without JavaScript"); such a page is kept by no cache.
export const personal: RemoteServerBuild['personal'] = ['RewardsPage'];

/**
 * The tiers under the key the page reads them by, so the page comes with them and the browser does
 * not ask again (nor load zod to read the answer); for a signed-in client, their account and its
 * history too. What cannot be read is not embedded, and the browser asks as before.
 */
export const loadData: RemoteServerBuild['loadData'] = async (module, _params, _query, signedIn) => {
  if (module !== 'RewardsPage') return {};
  const data: Record<string, unknown> = {};
  const [tiers, account] = await Promise.all([
    getRewardTiers().catch(() => undefined),
    signedIn
      ? getRewardAccount(rewardAccountKey(signedIn.user.id), signedIn.headers).catch(() => undefined)
      : undefined,
  ]);
  if (tiers !== undefined) data[REWARD_TIERS_KEY] = tiers;
  if (signedIn && account) {
    data[rewardAccountKey(signedIn.user.id)] = account;
    const history = rewardTransactionsKey(account.id);
    const transactions = await getRewardTransactions(history, signedIn.headers).catch(() => undefined);
    if (transactions !== undefined) data[history] = transactions;
  }
  return data;
};
