import { useMemo } from 'react';

/** Rows sorted by one field, ascending; empty values last; names compared as Indonesian text. */
export function useSorted<T>(rows: readonly T[], field: keyof T): T[] {
  return useMemo(
    () =>
      [...rows].sort((a, b) => {
        const x = a[field];
        const y = b[field];
        if (x === y) return 0;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'id');
        return x < y ? -1 : 1;
      }),
    [rows, field],
  );
}

/** A column header that sorts the table by its field (a button, so it works by keyboard and touch). */
export function SortHead<T>({ label, field, sort, onSort }: { label: string; field: keyof T; sort: keyof T; onSort: (f: keyof T) => void }) {
  const active = sort === field;
  return (
    <th scope="col" aria-sort={active ? 'ascending' : 'none'}>
      <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap" onClick={() => onSort(field)}>
        {label}
        {active ? ' ▲' : ''}
      </button>
    </th>
  );
}
