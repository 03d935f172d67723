import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import { AUTH_DIALOG_ID } from '@elite/contracts/constants';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Spin from 'antd/es/spin';
import { rewardsStrings } from '../../../common/strings';

export type AccountNoticeState = 'loading' | 'signed-out' | 'enrolling' | 'error';

const { signedOut, pendingAccount, loadError } = rewardsStrings;

/** What the rewards card holds while there is no account to show. */
export function AccountNotice({ state, onRetry }: { state: AccountNoticeState; onRetry: () => void }) {
  if (state === 'loading') {
    return (
      <div className="elite-card mfr-rewards-card" role="status" aria-label={rewardsStrings.loading}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (state === 'error') {
    return (
      <Alert
        className="mfr-load-error"
        type="error"
        showIcon
        title={loadError.text}
        action={<Button onClick={onRetry}>{loadError.retry}</Button>}
      />
    );
  }
  if (state === 'enrolling') {
    return (
      <div className="elite-card mfr-notice" role="status">
        <Spin aria-hidden />
        <h2 className="elite-card-title">{pendingAccount.title}</h2>
        <p className="elite-card-text">{pendingAccount.text}</p>
      </div>
    );
  }
  return (
    <div className="elite-card mfr-notice">
      <GiftOutlined className="mfr-notice-icon" aria-hidden />
      <p className="mfr-notice-text">{signedOut.text}</p>
      {/* Opens the shell's sign-in dialog natively, before and without this page's code. */}
      <Button type="primary" size="large" className="mfr-cta" popoverTarget={AUTH_DIALOG_ID}>
        {signedOut.signIn}
      </Button>
    </div>
  );
}
