import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per offending element, so a failure says what to fix and where. */
export function describeViolations(violations: Violations): string {
  return violations
    .map((violation) =>
      [
        `${violation.impact}: ${violation.id} — ${violation.help}`,
        ...violation.nodes.map(
          (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** axe over the whole page as it stands (header, main, footer and any open dialog or drawer). */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(
    blocking.map((v) => `${v.impact}: ${v.id}`),
    describeViolations(blocking),
  ).toEqual([]);
}

/** Waits until nothing in an opening dialog still animates: axe would read its colours mid-fade. */
export async function expectSettled(dialog: Locator): Promise<void> {
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        const root = element.closest('.ant-modal-root') ?? element;
        return root.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length;
      }),
    )
    .toBe(0);
}
