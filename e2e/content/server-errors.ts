import type { Page } from '@playwright/test';

/**
 * The /api answers of 500 or more on one page, for the journeys of issue 20 to assert none. Unlike the menu
 * walks' watcher (every 4xx too), the journeys go through refusals on purpose: a 4xx with its message is right.
 */
export function watchServerErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 500) errors.push(`${response.request().method()} ${url.pathname} → ${response.status()}`);
  });
  return errors;
}
