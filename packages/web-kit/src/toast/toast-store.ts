import type { NotificationInstance } from 'antd/es/notification/interface';
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from '@elite/contracts/constants';
import { create } from 'zustand';

type ToastKind = 'success' | 'error';
interface PendingToast {
  kind: ToastKind;
  title: string;
  description?: string;
}

interface ToastState {
  notifier: NotificationInstance | null;
  /** A toast asked for before the notifications were loaded; shown as soon as they are. */
  pending: PendingToast | null;
  /** Set by the first toast: the host then loads antd's notifications. */
  hostRequested: boolean;
}

/** Lives in the shared web-kit singleton, so every remote talks to the shell's one toast host. */
export const useToastStore = create<ToastState>(() => ({
  notifier: null,
  pending: null,
  hostRequested: false,
}));

function show(toast: PendingToast) {
  const { notifier } = useToastStore.getState();
  if (!notifier) {
    useToastStore.setState({ pending: toast, hostRequested: true });
    return;
  }
  notifier[toast.kind]({
    title: toast.title,
    description: toast.description,
    duration: TOAST_DURATION_MS / 1000,
    role: toast.kind === 'error' ? 'alert' : 'status',
    style: { width: `min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 32px))` },
  });
}

export function registerNotifier(notifier: NotificationInstance): () => void {
  useToastStore.setState({ notifier });
  const { pending } = useToastStore.getState();
  if (pending) {
    useToastStore.setState({ pending: null });
    show(pending);
  }
  return () => {
    if (useToastStore.getState().notifier === notifier) useToastStore.setState({ notifier: null });
  };
}

export interface ToastApi {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

/** Callable outside React too (e.g. in an SWR mutation's callbacks). */
export const toast: ToastApi = {
  success: (title, description) => show({ kind: 'success', title, description }),
  error: (title, description) => show({ kind: 'error', title, description }),
};

export function useToast(): ToastApi {
  return toast;
}
