import { describe, expect, it, jest } from '@jest/globals';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { registerNotifier, toast, useToastStore } from './toast-store';

function fakeNotifier() {
  return {
    success: jest.fn(),
    error: jest.fn(),
    info: jest.fn(),
    warning: jest.fn(),
    open: jest.fn(),
    destroy: jest.fn(),
  };
}

describe('toasts', () => {
  it('keep a toast asked for before the notifications load, ask for them, and show it once they register', () => {
    toast.error('Login Failed', 'Invalid email or password');
    expect(useToastStore.getState()).toMatchObject({
      hostRequested: true,
      pending: { kind: 'error', title: 'Login Failed' },
    });

    const notifier = fakeNotifier();
    const unregister = registerNotifier(notifier as unknown as NotificationInstance);
    expect(notifier.error).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Login Failed',
        description: 'Invalid email or password',
        duration: 5,
        role: 'alert',
      }),
    );
    expect(useToastStore.getState().pending).toBeNull();

    toast.success('Subscribed', 'Thank you for subscribing to our newsletter.');
    expect(notifier.success).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Subscribed', style: { width: 'min(420px, calc(100vw - 32px))' } }),
    );
    unregister();
    expect(useToastStore.getState().notifier).toBeNull();
  });
});
