import { useEffect, useRef } from 'react';

/** How long a lazily loaded screen has to show its heading before focus falls back to the page itself. */
const WAIT_MS = 4000;

/**
 * After a client-side navigation, focus moves to the new page's heading (its first h1), as a full page load
 * would start a screen reader at the top; the first page of a visit keeps the browser's own focus. Screens
 * load lazily and fetch their data first, so the heading is awaited; without one, the page region is focused.
 */
export function useFocusOnNavigate(pageKey: string, regionId: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const region = document.getElementById(regionId);
    if (!region) return;
    // A screen that focuses a field itself (a search box, a scanner input) keeps it.
    const screenTookFocus = () => region.contains(document.activeElement) && document.activeElement !== region;
    const focusHeading = (): boolean => {
      if (screenTookFocus()) return true;
      const heading = region.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (screenTookFocus() || document.activeElement === region) return;
      region.focus({ preventScroll: true });
    }, WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(region, { childList: true, subtree: true });
    return stop;
  }, [pageKey, regionId]);
}
