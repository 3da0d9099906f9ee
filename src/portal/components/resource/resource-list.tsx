import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { canWrite } from '../../../shared/resources/access.ts';
import { fieldOf } from '../../../shared/resources/define.ts';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { $userType } from '../../lib/session-store.ts';
import { LoadFailed, Loading } from '../ui/load-state.tsx';
import { confirmDelete, showFailure } from './confirm-delete.ts';
import { displayValue } from './format.ts';
import { ListFilters } from './list-filters.tsx';
import { Pager } from './pager.tsx';
import { removeRecord, type Row } from './resource-client.ts';
import { createPath, editPath } from './resource-links.ts';
import { ScreenHeader } from './screen-header.tsx';
import { useListQuery } from './use-list-query.ts';

interface ResourceListProps {
  def: ResourceDef;
  title: string;
  /** The edit route to link to, when a second list of the same resource has its own (/Teacher2). */
  editRoute?: string;
  /** Buttons beside "Tambah" (import and export for people); given the list's reload. */
  actions?: (list: { reload: () => void }) => ReactNode;
  /** Links of a row beside "Ubah" and "Hapus" (a rombel's students), shown to readers too. */
  rowActions?: (row: Row) => ReactNode;
}

/**
 * The list screen of a resource: search, filters, sortable columns, paging, empty and loading states,
 * edit links and delete behind a confirmation. On a phone each row becomes a card (resource.css).
 */
export function ResourceList({ def, title, editRoute, actions, rowActions }: ResourceListProps) {
  const userType = useStore($userType);
  const writable = canWrite(def, userType);
  const location = useLocation();
  const list = useListQuery(def);
  const [notice, setNotice] = useState<string | null>((location.state as { flash?: string } | null)?.flash ?? null);
  const columns = def.columns.filter((c) => {
    const field = fieldOf(def, c.field);
    return (writable || !field?.sensitive) && !field?.hiddenFor?.includes(userType as never);
  });
  const filtered = Boolean(list.query.q) || def.filters.some((f) => list.query[f.field]);
  const searchLabels = def.search.map((s) => fieldOf(def, s)?.label ?? s).join(', ');
  const activeFilters = def.filters.filter((f) => list.query[f.field]).length;
  const [filtersOpen, setFiltersOpen] = useState(false);

  const nameOf = (row: Row, labels: Record<string, Record<string, string>>) => displayValue(fieldOf(def, def.labelField), row[def.labelField], labels);

  const remove = async (row: Row, name: string) => {
    if (!(await confirmDelete(def.title, name))) return;
    try {
      await removeRecord(def.name, row.id);
      setNotice(`${def.title} "${name}" dihapus.`);
      list.reload();
    } catch (error) {
      await showFailure(`${def.title} tidak dapat dihapus`, toFailure(error).message);
    }
  };

  const sortBy = (field: string) => {
    const active = (list.query.sort ?? def.defaultSort.field) === field;
    const dir = active ? ((list.query.dir ?? def.defaultSort.dir) === 'asc' ? 'desc' : 'asc') : 'asc';
    list.update({ sort: field, dir });
  };

  return (
    <div className="resource-screen">
      <ScreenHeader def={def} title={title}>
        {actions?.({ reload: list.reload })}
        {writable && (
          <Link to={createPath(def)} className="btn btn-primary">
            Tambah {def.title}
          </Link>
        )}
      </ScreenHeader>
      {notice && (
        <div className="alert alert-success alert-dismissible py-2" role="status">
          {notice}
          <button type="button" className="btn-close py-2" aria-label="Tutup pesan" onClick={() => setNotice(null)} />
        </div>
      )}
      <div className="resource-toolbar">
        {def.search.length > 0 && (
          <div className="resource-search">
            <label htmlFor="cari-data" className="form-label small mb-1">
              Cari {def.title}
            </label>
            <input
              id="cari-data"
              type="search"
              className="form-control"
              placeholder={`${searchLabels}…`}
              value={list.search}
              onChange={(e) => list.setSearch(e.target.value)}
              autoComplete="off"
            />
          </div>
        )}
        {def.filters.length > 0 && (
          <button
            type="button"
            className="btn btn-outline-secondary filter-toggle"
            aria-expanded={filtersOpen}
            aria-controls="saringan"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            Saring{activeFilters ? ` (${activeFilters} aktif)` : ''}
          </button>
        )}
        <div id="saringan" className={`resource-filters${filtersOpen ? '' : ' is-collapsed'}`}>
          <ListFilters def={def} query={list.query} onChange={(field, value) => list.update({ [field]: value })} />
        </div>
      </div>

      {list.result.state === 'loading' && <Loading />}
      {list.result.state === 'failed' && <LoadFailed message={list.result.message} onRetry={list.reload} />}
      {list.result.state === 'ready' && list.result.rows.length === 0 && (
        <div className="portal-card text-center py-4 resource-empty">
          <p className="fw-semibold mb-1">{filtered ? 'Tidak ada data yang cocok' : 'Belum ada data'}</p>
          <p className="text-body-secondary mb-3">{filtered ? 'Ubah kata pencarian atau saringan.' : `Belum ada ${def.title.toLowerCase()} yang tercatat.`}</p>
          {filtered ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                list.setSearch('');
                list.update(Object.fromEntries(['q', ...def.filters.map((f) => f.field)].map((k) => [k, null])));
              }}
            >
              Hapus pencarian
            </button>
          ) : (
            writable && (
              <Link to={createPath(def)} className="btn btn-primary">
                Tambah {def.title}
              </Link>
            )
          )}
        </div>
      )}
      {list.result.state === 'ready' && list.result.rows.length > 0 && (
        <>
          {list.busy && (
            <p className="small text-body-secondary mb-2" role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Memuat…
            </p>
          )}
          <div className="resource-table-wrap" aria-busy={list.busy}>
            <table className="table table-hover align-middle resource-table" aria-label={`Daftar ${def.title}`}>
              <thead>
                <tr>
                  {columns.map((c) => {
                    const field = fieldOf(def, c.field);
                    const label = c.label ?? field?.label ?? c.field;
                    const active = (list.query.sort ?? def.defaultSort.field) === c.field;
                    const dir = (list.query.dir as string | undefined) ?? (active && !list.query.sort ? def.defaultSort.dir : 'asc');
                    return (
                      <th key={c.field} scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                        {def.sortable.includes(c.field) ? (
                          <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none" onClick={() => sortBy(c.field)}>
                            {label} {active && <span aria-hidden="true">{dir === 'asc' ? '▲' : '▼'}</span>}
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                  {(writable || rowActions) && (
                    <th scope="col" className="text-end">
                      <span className="visually-hidden">Tindakan</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {list.result.rows.map((row) => {
                  const labels = (list.result as { labels: Record<string, Record<string, string>> }).labels;
                  const name = nameOf(row, labels);
                  return (
                    <tr key={row.id}>
                      {columns.map((c) => {
                        const field = fieldOf(def, c.field);
                        const value = displayValue(field, row[c.field], labels);
                        return (
                          <td key={c.field} data-label={c.label ?? field?.label ?? c.field} className={c.primary ? 'cell-primary' : undefined}>
                            {c.primary && writable ? <Link to={editPath(def, row.id, editRoute)}>{value}</Link> : value}
                          </td>
                        );
                      })}
                      {(writable || rowActions) && (
                        <td className="cell-actions text-end">
                          {rowActions?.(row)}
                          {writable && (
                            <>
                              <Link to={editPath(def, row.id, editRoute)} className="btn btn-sm btn-outline-primary" aria-label={`Ubah ${name}`}>
                                Ubah
                              </Link>
                              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Hapus ${name}`} onClick={() => remove(row, name)}>
                                Hapus
                              </button>
                            </>
                          )}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            page={Number(list.query.page)}
            perPage={Number(list.query.per_page)}
            total={list.result.total}
            noun={def.title}
            onPage={(page) => list.update({ page }, false)}
            onPerPage={(perPage) => list.update({ per_page: perPage })}
          />
        </>
      )}
    </div>
  );
}
