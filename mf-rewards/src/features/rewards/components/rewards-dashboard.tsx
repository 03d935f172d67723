import { useSignedInUser } from '@elite/web-kit';
import Tabs, { type TabsProps } from 'antd/es/tabs';
import { rewardsStrings } from '../../../common/strings';
import { useRewardAccount } from '../api/use-reward-account';
import { useRewardTiers } from '../api/use-reward-tiers';
import { useRewardTransactions } from '../api/use-reward-transactions';
import { RewardsOverview } from './rewards-overview';
import { TransactionHistory } from './transaction-history';

/** The two tabs of the page, for whoever is signed in (or nobody). */
export function RewardsDashboard() {
  // Known at once for a request without a session: the server then draws the signed-out notice.
  const { user, known: sessionKnown } = useSignedInUser();
  const account = useRewardAccount(user?.id);
  const tiers = useRewardTiers();
  const transactions = useRewardTransactions(account.data?.id);

  const items: TabsProps['items'] = [
    {
      key: 'overview',
      label: rewardsStrings.tabs.overview,
      // Both panels stay in the page, so each tab's aria-controls names a real panel.
      forceRender: true,
      children: (
        <RewardsOverview
          checkingSession={!user && !sessionKnown}
          signedIn={Boolean(user)}
          account={account}
          tiers={tiers.data}
        />
      ),
    },
    {
      key: 'transactions',
      label: rewardsStrings.tabs.transactions,
      forceRender: true,
      children: <TransactionHistory transactions={account.data ? transactions : undefined} />,
    },
  ];
  return <Tabs className="mfr-tabs" size="large" items={items} />;
}
