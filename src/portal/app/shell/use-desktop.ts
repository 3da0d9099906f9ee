import { useSyncExternalStore } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../lib/constants.ts';

const QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export function isDesktop(): boolean {
  return globalThis.matchMedia?.(QUERY).matches ?? true;
}

function subscribe(onChange: () => void): () => void {
  const list = globalThis.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True at and above 1200 px, where the sidebar is docked beside the page. */
export function useDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => true);
}
