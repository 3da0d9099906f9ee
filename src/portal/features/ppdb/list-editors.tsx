/** The intake's short lists, edited as a table and saved whole: required documents, and re-registration costs. */
import { useState } from 'react';
import type { z } from 'zod';
import type { costViewSchema, requirementViewSchema } from '../../../shared/api/ppdb/settings.ts';
import { saveCostsContract, saveRequirementsContract } from '../../../shared/api/ppdb/settings.ts';
import { PPDB_PATHWAYS, PPDB_PATHWAY_LABELS, type PpdbPathway } from '../../../shared/ppdb/pathways.ts';
import { call } from '../../lib/api.ts';
import { act, rupiah } from './ui.tsx';

type Requirement = z.output<typeof requirementViewSchema>;
type Cost = z.output<typeof costViewSchema>;

export function RequirementsEditor({ settingId, items, canEdit, onSaved }: { settingId: number; items: Requirement[]; canEdit: boolean; onSaved: () => void }) {
  const [rows, setRows] = useState<{ id?: number; name: string; pathway: string; required: boolean }[]>(
    items.map((r) => ({ id: r.id, name: r.name, pathway: r.pathway ?? '', required: r.required })),
  );
  const set = (i: number, patch: Partial<(typeof rows)[number]>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const save = async () => {
    const input = {
      items: rows
        .filter((r) => r.name.trim())
        .map((r) => ({ id: r.id, name: r.name, pathway: (r.pathway || null) as PpdbPathway | null, required: r.required })),
    };
    if (await act(() => call(saveRequirementsContract, { params: { id: settingId }, input }), 'Dokumen tersimpan')) onSaved();
  };
  if (!canEdit)
    return (
      <ul>
        {items.map((r) => (
          <li key={r.id}>
            {r.name}
            {r.pathway ? ` (jalur ${PPDB_PATHWAY_LABELS[r.pathway as PpdbPathway] ?? r.pathway})` : ''}
          </li>
        ))}
      </ul>
    );
  return (
    <div>
      {rows.map((r, i) => (
        <div className="row g-2 mb-2 align-items-end" key={i}>
          <div className="col-12 col-md-6">
            <label className="form-label small" htmlFor={`req-${i}`}>
              Dokumen {i + 1}
            </label>
            <input id={`req-${i}`} className="form-control" value={r.name} onChange={(e) => set(i, { name: e.target.value })} />
          </div>
          <div className="col-7 col-md-3">
            <label className="form-label small" htmlFor={`req-p-${i}`}>
              Untuk jalur
            </label>
            <select id={`req-p-${i}`} className="form-select" value={r.pathway} onChange={(e) => set(i, { pathway: e.target.value })}>
              <option value="">Semua jalur</option>
              {PPDB_PATHWAYS.map((p) => (
                <option key={p} value={p}>
                  {PPDB_PATHWAY_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-5 col-md-3">
            <div className="form-check">
              <input
                id={`req-r-${i}`}
                type="checkbox"
                className="form-check-input"
                checked={r.required}
                onChange={(e) => set(i, { required: e.target.checked })}
              />
              <label className="form-check-label small" htmlFor={`req-r-${i}`}>
                Wajib
              </label>
            </div>
          </div>
        </div>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setRows([...rows, { name: '', pathway: '', required: true }])}>
          Tambah dokumen
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => void save()}>
          Simpan dokumen
        </button>
      </div>
    </div>
  );
}

export function CostsEditor({ settingId, items, canEdit, onSaved }: { settingId: number; items: Cost[]; canEdit: boolean; onSaved: () => void }) {
  const [rows, setRows] = useState(items.map((c) => ({ name: c.name, amount: String(c.amount) })));
  const set = (i: number, patch: Partial<(typeof rows)[number]>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const total = rows.reduce((s, r) => s + (Number(r.amount) || 0), 0);
  const save = async () => {
    const input = { items: rows.filter((r) => r.name.trim()).map((r) => ({ name: r.name, amount: Number(r.amount) })) };
    if (await act(() => call(saveCostsContract, { params: { id: settingId }, input }), 'Biaya tersimpan')) onSaved();
  };
  if (!canEdit)
    return (
      <ul>
        {items.map((c) => (
          <li key={c.id}>
            {c.name}: {rupiah(c.amount)}
          </li>
        ))}
      </ul>
    );
  return (
    <div>
      {rows.map((r, i) => (
        <div className="row g-2 mb-2" key={i}>
          <div className="col-7">
            <label className="form-label small" htmlFor={`cost-${i}`}>
              Biaya {i + 1}
            </label>
            <input id={`cost-${i}`} className="form-control" value={r.name} onChange={(e) => set(i, { name: e.target.value })} />
          </div>
          <div className="col-5">
            <label className="form-label small" htmlFor={`cost-a-${i}`}>
              Nominal (Rp)
            </label>
            <input
              id={`cost-a-${i}`}
              type="number"
              min={0}
              inputMode="numeric"
              className="form-control"
              value={r.amount}
              onChange={(e) => set(i, { amount: e.target.value })}
            />
          </div>
        </div>
      ))}
      <p className="small">
        Total: <strong>{rupiah(total)}</strong>
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setRows([...rows, { name: '', amount: '0' }])}>
          Tambah biaya
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => void save()}>
          Simpan biaya
        </button>
      </div>
    </div>
  );
}
