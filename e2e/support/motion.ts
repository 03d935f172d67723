import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an antd popup (a dropdown, a popconfirm) is shown and its opening motion is over: while
 * it still grows, a button in it is not yet where it will be, and a click aimed at it can land beside
 * it (busy CI machines showed it, for the user menu and for a popconfirm).
 */
export async function openedPopup(popup: Locator): Promise<Locator> {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
  return popup;
}
