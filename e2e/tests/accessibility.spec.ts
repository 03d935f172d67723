import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEFERRED_SECTIONS, openHome, scrollToSection } from '../support/home-page';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One line per offending element, so a failure says what to fix and where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) =>
      [
        `${violation.impact}: ${violation.id} — ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map(
          (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

async function blockingViolations(builder: AxeBuilder) {
  const { violations } = await builder.analyze();
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

test.describe('accessibility (axe)', () => {
  test('the home page, every section loaded, has no serious or critical violation in the dark theme', async ({
    page,
  }) => {
    await openHome(page);
    for (const id of ['services', 'fleet', ...DEFERRED_SECTIONS])
      await expect(await scrollToSection(page, id)).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const violations = await blockingViolations(new AxeBuilder({ page }));
    expect(
      violations.map((v) => `${v.impact}: ${v.id}`),
      describeViolations(violations),
    ).toEqual([]);
  });

  test('the home page has no serious or critical violation in the light theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elite-transport-theme', 'light'));
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    for (const id of ['services', 'fleet', ...DEFERRED_SECTIONS])
      await expect(await scrollToSection(page, id)).not.toBeEmpty();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    const violations = await blockingViolations(new AxeBuilder({ page }));
    expect(
      violations.map((v) => `${v.impact}: ${v.id}`),
      describeViolations(violations),
    ).toEqual([]);
  });

  test('the 390 px home page with its menu open has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const violations = await blockingViolations(new AxeBuilder({ page }));
    expect(
      violations.map((v) => `${v.impact}: ${v.id}`),
      describeViolations(violations),
    ).toEqual([]);
  });

  test('the 404 page has no serious or critical violation', async ({ page }) => {
    await page.goto('/nowhere-to-be-found');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const violations = await blockingViolations(new AxeBuilder({ page }));
    expect(
      violations.map((v) => `${v.impact}: ${v.id}`),
      describeViolations(violations),
    ).toEqual([]);
  });
});
