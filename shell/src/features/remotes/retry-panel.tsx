import { Button } from 'antd';
import { strings } from '../../common/strings';

/** Shown where a remote page would be when it cannot be loaded or rendered; the chrome keeps working. */
export function RetryPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="retry-panel" role="alert" aria-labelledby="retry-panel-title">
      <h1 id="retry-panel-title" className="retry-panel__title">
        {strings.remote.unavailableTitle}
      </h1>
      <p className="retry-panel__text">{strings.remote.unavailableText}</p>
      <Button type="primary" size="large" onClick={onRetry}>
        {strings.remote.retry}
      </Button>
    </section>
  );
}
