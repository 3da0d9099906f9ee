import type { Page } from '@playwright/test';

/**
 * Every /api answer of 500 or more on `page`, as "METHOD path → status"; a journey ends with
 * `expect(errors).toEqual([])`. Unlike the menu walks' watcher (every 4xx too), the journeys of the areas go
 * through refusals on purpose: a refused input is a 4xx with its message, never a server failure.
 */
export function watchServerErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 500) errors.push(`${response.request().method()} ${url.pathname} → ${response.status()}`);
  });
  return errors;
}
