import { TOAST_DURATION_MS, TOAST_LIMIT } from '@elite/contracts/constants';
import { notification } from 'antd';
import { useEffect } from 'react';
import { registerNotifier } from './toast-store';

/** antd's notifications: one visible at a time, 5 s each (docs/product.md §4, §9). */
export function NotificationHost() {
  const [notifier, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_MS / 1000,
    placement: 'bottomRight',
  });
  useEffect(() => registerNotifier(notifier), [notifier]);
  return holder;
}
