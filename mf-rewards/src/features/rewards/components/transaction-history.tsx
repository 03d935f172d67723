import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import { ridePagePath } from '@elite/contracts/constants';
import type { RewardTransaction } from '@elite/contracts/rewards';
import { formatInstant } from '@elite/web-kit';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { SWRResponse } from 'swr';
import { rewardsStrings } from '../../../common/strings';
import { creditMove, transactionDisplay } from '../utils/transaction-display';

const { transactions: strings, loadError } = rewardsStrings;

interface TransactionHistoryProps {
  /** Undefined while there is no account (signed out, or not enrolled yet): nothing to list. */
  transactions: SWRResponse<RewardTransaction[]> | undefined;
}

export function TransactionHistory({ transactions }: TransactionHistoryProps) {
  if (transactions?.error) {
    return (
      <Alert
        className="mfr-load-error"
        type="error"
        showIcon
        title={loadError.text}
        action={<Button onClick={() => void transactions.mutate()}>{loadError.retry}</Button>}
      />
    );
  }
  if (transactions && !transactions.data) {
    return (
      <div className="elite-card mfr-history" role="status" aria-label={rewardsStrings.loading}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  const rows = transactions?.data ?? [];
  if (rows.length === 0) {
    return (
      <div className="elite-card mfr-history mfr-empty">
        <HistoryOutlined className="mfr-notice-icon" aria-hidden />
        <p className="mfr-notice-text">{strings.empty}</p>
      </div>
    );
  }
  return (
    <div className="elite-card mfr-history">
      <ul className="mfr-transactions" aria-label={strings.label}>
        {rows.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
    </div>
  );
}

function TransactionRow({ transaction }: { transaction: RewardTransaction }) {
  const points = transactionDisplay(transaction);
  // Credit a booking used or got back (docs/product.md §2, "Rewards"): the money, and the booking.
  const credit = creditMove(transaction);
  const kind = credit?.kind ?? points.kind;
  const bookingId = transaction.bookingId;
  return (
    <li className={`mfr-transaction mfr-transaction-${kind}`}>
      <span className="mfr-transaction-icon" aria-hidden>
        {kind === 'earned' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
      </span>
      <div className="mfr-transaction-body">
        <p className="mfr-transaction-description">{transaction.description}</p>
        {credit && bookingId !== null ? (
          <a className="mfr-transaction-booking" href={ridePagePath(bookingId)}>
            {strings.viewBooking(bookingId)}
          </a>
        ) : null}
        <time className="mfr-transaction-date" dateTime={transaction.createdAt}>
          {formatInstant(transaction.createdAt)}
        </time>
      </div>
      <div className="mfr-transaction-amount">
        <span className="mfr-badge">{strings[credit?.badge ?? points.kind]}</span>
        <span className="mfr-transaction-points">
          {credit ? strings.credit(credit.signedAmount) : strings.points(points.signedPoints)}
        </span>
      </div>
    </li>
  );
}
