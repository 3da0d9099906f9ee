/** The grid's and the results' filters: rombel, dimension, element, sub-element (ids 2–5 of the route). */
import type { OutputOf } from '../../../shared/api/contract.ts';
import type { getGridContract } from '../../../shared/api/kokurikuler/grid.ts';
import type { GridIds } from './kk-links.ts';

type Grid = Pick<OutputOf<typeof getGridContract>, 'columns' | 'sections' | 'section'>;

export function KkFilters({
  grid,
  ids,
  onChange,
  onSection,
}: {
  grid: Grid;
  ids: Required<GridIds>;
  onChange: (next: Partial<GridIds>) => void;
  onSection: (id: number) => void;
}) {
  const unique = <T extends { id: number }>(items: T[]) => [...new Map(items.map((i) => [i.id, i])).values()];
  const dims = unique(grid.columns.map((c) => ({ id: c.dimensionId, name: c.dimensionName })));
  const elements = unique(grid.columns.filter((c) => !ids.dimension || c.dimensionId === ids.dimension).map((c) => ({ id: c.elementId, name: c.elementName })));
  const subs = grid.columns.filter((c) => (!ids.dimension || c.dimensionId === ids.dimension) && (!ids.element || c.elementId === ids.element));
  return (
    <div className="row g-2 mb-2">
      <div className="col-6 col-md-3">
        <label className="form-label small mb-0" htmlFor="kk-rombel">
          Rombel
        </label>
        <select id="kk-rombel" className="form-select form-select-sm" value={grid.section.id} onChange={(e) => onSection(Number(e.target.value))}>
          {grid.sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label small mb-0" htmlFor="kk-dimensi">
          Dimensi
        </label>
        <select
          id="kk-dimensi"
          className="form-select form-select-sm"
          value={ids.dimension}
          onChange={(e) => onChange({ dimension: Number(e.target.value), element: 0, subelement: 0 })}
        >
          <option value={0}>Semua dimensi</option>
          {dims.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label small mb-0" htmlFor="kk-elemen">
          Elemen
        </label>
        <select
          id="kk-elemen"
          className="form-select form-select-sm"
          value={ids.element}
          onChange={(e) => onChange({ element: Number(e.target.value), subelement: 0 })}
        >
          <option value={0}>Semua elemen</option>
          {elements.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label small mb-0" htmlFor="kk-subelemen">
          Subelemen
        </label>
        <select
          id="kk-subelemen"
          className="form-select form-select-sm"
          value={ids.subelement}
          onChange={(e) => onChange({ subelement: Number(e.target.value) })}
        >
          <option value={0}>Semua subelemen</option>
          {subs.map((d) => (
            <option key={d.subelementId} value={d.subelementId}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
