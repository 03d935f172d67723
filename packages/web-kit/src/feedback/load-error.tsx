import { lazy, Suspense } from 'react';

// antd's Alert is only needed when a block fails, so it stays out of every page's first-paint code.
const Alert = lazy(() => import('antd/es/alert'));

/**
 * The spec's "Failed to load …" line for a block whose data could not be fetched; `className`
 * places it in the page (each remote's own layout).
 */
export function LoadError({ message, className }: { message: string; className?: string }) {
  return (
    <div className={className}>
      <Suspense fallback={<p role="alert">{message}</p>}>
        <Alert type="error" showIcon title={message} />
      </Suspense>
    </div>
  );
}
