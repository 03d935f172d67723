import { Button } from 'antd';
import { strings } from '../../common/strings';

/**
 * Above a page the server drew whose code could not be loaded: the page stays readable and its
 * forms post as plain forms, and this says that the rest did not come and offers to try again.
 */
export function CodeFailedNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="code-failed-notice" role="alert">
      <p className="code-failed-notice__text">{strings.remote.codeFailedText}</p>
      <Button size="small" onClick={onRetry} loading={retrying}>
        {strings.remote.retry}
      </Button>
    </div>
  );
}
