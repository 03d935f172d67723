import type { Locator, Page } from '@playwright/test';

/**
 * The value of `term` in the description lists (`<dl>`) in `scope`: the definition (`<dd>`) that
 * follows the term (`<dt>`) whose whole text is `term`, paired the way a screen reader pairs them.
 */
export function definitionOf(scope: Locator | Page, term: string): Locator {
  const whole = new RegExp(`^\\s*${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return scope.getByRole('term').filter({ hasText: whole }).locator('xpath=following-sibling::dd[1]');
}
