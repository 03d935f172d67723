import { lazy, Suspense } from 'react';

// antd's Alert is only needed when a section fails, so it stays out of the first-paint code.
const Alert = lazy(() => import('antd/es/alert'));

/** The spec's "Failed to load …" line for a section whose data could not be fetched. */
export function LoadError({ message }: { message: string }) {
  return (
    <div className="mfb-load-error">
      <Suspense fallback={<p role="alert">{message}</p>}>
        <Alert type="error" showIcon title={message} />
      </Suspense>
    </div>
  );
}
