import type { ComponentType } from 'react';

/** A screen's lazy import: each screen stays in its own chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;
