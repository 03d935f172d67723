import { expect, type Page } from '@playwright/test';

/** Every console error or warning, page error, failed request and 4xx/5xx answer of a page, from before it loads. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** The page's HTML as a client without JavaScript gets it. */
export async function fetchPage(baseURL: string, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(pathname, baseURL), { headers: { accept: 'text/html', ...headers } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The visible text of an HTML document, roughly: tags dropped, the entities React writes decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** Whether `html` holds `text`, without printing a whole page when it does not. */
export function holds(html: string, text: string): boolean {
  return html.includes(text);
}

/** A gate for held requests: `held` settles once `release` is called. */
export function releasable(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}
