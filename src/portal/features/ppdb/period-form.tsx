/** A period (gelombang) with its dates, fee and the quota of each SPMB pathway; 0 leaves a pathway closed. */
import { useState } from 'react';
import type { z } from 'zod';
import type { periodViewSchema } from '../../../shared/api/ppdb/settings.ts';
import { createPeriodContract, updatePeriodContract } from '../../../shared/api/ppdb/settings.ts';
import { PPDB_PATHWAYS, PPDB_PATHWAY_LABELS } from '../../../shared/ppdb/pathways.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { act, FieldError } from './ui.tsx';

type Period = z.output<typeof periodViewSchema>;

export function PeriodForm({ settingId, period, onDone }: { settingId: number; period: Period | null; onDone: () => void }) {
  const [name, setName] = useState(period?.name ?? '');
  const [opens, setOpens] = useState(period?.opens ?? '');
  const [closes, setCloses] = useState(period?.closes ?? '');
  const [fee, setFee] = useState(String(period?.fee ?? 0));
  const [quotas, setQuotas] = useState<Record<string, string>>(
    Object.fromEntries(PPDB_PATHWAYS.map((p) => [p, String(period?.pathways.find((w) => w.pathway === p)?.quota ?? 0)])),
  );
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const open = PPDB_PATHWAYS.filter((p) => Number(quotas[p]) > 0 || period?.pathways.some((w) => w.pathway === p));
  const total = PPDB_PATHWAYS.reduce((s, p) => s + (Number(quotas[p]) || 0), 0);
  const save = async () => {
    const input = { name, opens, closes, fee: Number(fee), pathways: open.map((pathway) => ({ pathway, quota: Number(quotas[pathway]) })) };
    const ok = await act(
      () => (period ? call(updatePeriodContract, { params: { id: period.id }, input }) : call(createPeriodContract, { params: { id: settingId }, input })),
      'Gelombang tersimpan',
      setErrors,
    );
    if (ok) onDone();
  };
  const prefix = `period-${period?.id ?? 'new'}`;
  return (
    <form
      className="card card-body mb-3"
      aria-label={period ? `Ubah ${period.name}` : 'Gelombang baru'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="row g-2">
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${prefix}-name`}>
            Nama gelombang
          </label>
          <input id={`${prefix}-name`} className="form-control" value={name} onChange={(e) => setName(e.target.value)} required />
          <FieldError errors={errors} name="name" />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor={`${prefix}-opens`}>
            Dibuka
          </label>
          <input id={`${prefix}-opens`} type="date" className="form-control" value={opens} onChange={(e) => setOpens(e.target.value)} required />
          <FieldError errors={errors} name="opens" />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor={`${prefix}-closes`}>
            Ditutup
          </label>
          <input id={`${prefix}-closes`} type="date" className="form-control" value={closes} onChange={(e) => setCloses(e.target.value)} required />
          <FieldError errors={errors} name="closes" />
        </div>
        <div className="col-md-4">
          <label className="form-label" htmlFor={`${prefix}-fee`}>
            Biaya pendaftaran (Rp)
          </label>
          <input id={`${prefix}-fee`} type="number" min={0} inputMode="numeric" className="form-control" value={fee} onChange={(e) => setFee(e.target.value)} />
          <FieldError errors={errors} name="fee" />
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="h6">Kuota per jalur (total {total})</legend>
        <div className="row g-2">
          {PPDB_PATHWAYS.map((p) => {
            const index = open.indexOf(p);
            return (
              <div className="col-6 col-md" key={p}>
                <label className="form-label small" htmlFor={`${prefix}-q-${p}`}>
                  Kuota {PPDB_PATHWAY_LABELS[p]}
                </label>
                <input
                  id={`${prefix}-q-${p}`}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  className="form-control"
                  value={quotas[p]}
                  onChange={(e) => setQuotas({ ...quotas, [p]: e.target.value })}
                />
                <div className="form-text">{total > 0 ? `${Math.round(((Number(quotas[p]) || 0) * 100) / total)}%` : '–'}</div>
                {index >= 0 && <FieldError errors={errors} name={`pathways.${index}.quota`} />}
              </div>
            );
          })}
        </div>
        <FieldError errors={errors} name="pathways" />
        <p className="form-text">
          SPMB (Permendikdasmen 3/2025): jalur domisili dan afirmasi punya kuota paling sedikit, mutasi paling banyak 5%. Kuota 0 menutup jalur.
        </p>
      </fieldset>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          Simpan gelombang
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Batal
        </button>
      </div>
    </form>
  );
}
