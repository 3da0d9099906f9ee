/**
 * Leaving the portal for a page outside it (/login, the homepage): a full page load, because those are
 * Astro pages. One function, so tests can watch where the session sends the user.
 */
export function leaveTo(url: string): void {
  globalThis.location.assign(url);
}

export function reloadPage(): void {
  globalThis.location.reload();
}
