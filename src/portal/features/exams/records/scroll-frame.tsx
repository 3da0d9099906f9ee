import type { ReactNode } from 'react';

/**
 * A table's horizontal scroll frame on a phone. `position-relative` matters: Bootstrap's .visually-hidden
 * labels (a row's "Rincian <name>", the header's "Tindakan") are absolutely positioned, and an absolute box
 * whose containing block lies outside the frame escapes its overflow clipping — without it those labels in
 * the last column widened the whole page to 936 px on a 360 px phone while the table itself scrolled.
 */
export function ScrollFrame({ children }: { children: ReactNode }) {
  return <div className="table-responsive position-relative">{children}</div>;
}
