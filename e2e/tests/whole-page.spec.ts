import { expect, test, type Page } from '@playwright/test';

const SECTION_HEADINGS = [
  'Luxury Transportation',
  'Premium Transportation Services',
  'Our Luxury Vehicle',
  'Book Your Ride',
  'What Our Clients Say',
  'Contact Us',
];

/** Every console error and every failed or refused request of a page, from before it loads. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

test.describe('every home section is in the page without scrolling', () => {
  for (const [label, viewport] of [
    ['on a desktop', { width: 1280, height: 800 }],
    ['on a 390 px phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${label}: every section heading is there, for find in page, screen readers and printing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      for (const name of SECTION_HEADINGS) {
        await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
      }
      // Nothing scrolled: the page is still at its top, and its text holds every section.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.emulateMedia({ media: 'print' });
      const text = await page.locator('body').innerText();
      for (const name of SECTION_HEADINGS) expect(text).toContain(name);
      await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeAttached();
      await expect(page.locator('#booking').getByLabel('Pick-up Location', { exact: true })).toBeAttached();
    });
  }
});

test.describe('a visit logs no console error, no failed request and no browser issue (CSP, cookies…)', () => {
  for (const [path, ready] of [
    ['/', 'Contact Us'],
    ['/rewards', 'Elite Transport Rewards'],
    ['/tracking/abc', 'Invalid Booking ID'],
    ['/no-such-page', '404 Page Not Found'],
  ] as const) {
    test(`${path}, signed out`, async ({ page }) => {
      const problems = recordProblems(page);
      // What DevTools lists under Issues (Lighthouse's best practices count them), e.g. an eval the CSP blocked.
      const devtools = await page.context().newCDPSession(page);
      devtools.on('Audits.issueAdded', ({ issue }) =>
        problems.push(`issue: ${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`),
      );
      await devtools.send('Audits.enable');
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      // Let what the page starts after load (sections at idle, the signed-in user) finish.
      await page.waitForLoadState('networkidle');
      // The 404 page's own status is meant; nothing else may fail.
      const expected = path.startsWith('/no-such-page')
        ? [
            'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
            `404: GET ${new URL(path, page.url()).href}`,
          ]
        : [];
      expect(problems.toSorted()).toEqual(expected.toSorted());
    });
  }
});
