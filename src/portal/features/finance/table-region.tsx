/** A table that may scroll sideways on a phone: a named, focusable region, so keyboard users can scroll it. */
import type { ReactNode } from 'react';

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="table-responsive mb-3" role="region" aria-label={label} tabIndex={0}>
      <table className="table table-sm align-middle">{children}</table>
    </div>
  );
}
