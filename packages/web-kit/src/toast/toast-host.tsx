import { lazy, Suspense } from 'react';
import { useToastStore } from './toast-store';

// The notification code is fetched with the first toast, not with the first paint.
const NotificationHost = lazy(() =>
  import('./notification-host').then((module) => ({ default: module.NotificationHost })),
);

/** Mount once, inside the ConfigProvider. */
export function ToastHost() {
  const requested = useToastStore((state) => state.hostRequested);
  return requested ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}
