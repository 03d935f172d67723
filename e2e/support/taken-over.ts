import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the element the server drew has been taken over by the page's code (React keeps its
 * fiber on each element it has hydrated), as the first-tap bench tells it: before then a form posts
 * as a plain HTML form, which a test of the form's code must not race.
 */
export async function takenOver(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}
