import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an antd popup (a dropdown's menu, a popconfirm's tooltip), found by its role, is shown
 * and its opening motion is over: while it still grows, a button in it is not yet where it will be,
 * and a click aimed at it can land beside it (busy CI machines showed it, for the user menu and for a
 * popconfirm). antd marks the motion on the popup's outer box, the element or an ancestor of it.
 */
export async function openedPopup(popup: Locator): Promise<Locator> {
  await expect(popup).toBeVisible();
  await expect
    .poll(() =>
      popup.evaluate((element) => {
        for (let box: Element | null = element; box; box = box.parentElement)
          if (/-(appear|enter)(-|\s|$)/.test(box.getAttribute('class') ?? '')) return true;
        return false;
      }),
    )
    .toBe(false);
  return popup;
}
