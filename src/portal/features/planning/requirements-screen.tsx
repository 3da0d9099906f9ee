/** /setting_teaching_tools: which planning documents each teacher must write for every teaching class in a semester, and by when. */
import { useState } from 'react';
import { getRequirementsContract, saveRequirementsContract } from '../../../shared/api/planning/supervision.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { PLAN_KIND_LABELS } from '../../../shared/planning/model.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { SemesterSelect } from './semester-select.tsx';
import { act } from './ui.ts';

type Data = OutputOf<typeof getRequirementsContract>;

export default function RequirementsScreen() {
  const [semester, setSemester] = useState<'1' | '2' | undefined>(undefined);
  const loaded = useApiData(() => call(getRequirementsContract, { input: { semester } }));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return (
    <Requirements
      key={`${loaded.data.semester}:${semester ?? ''}`}
      data={loaded.data}
      onSemester={(s) => {
        setSemester(s);
        loaded.retry();
      }}
    />
  );
}

function Requirements({ data, onSemester }: { data: Data; onSemester: (s: '1' | '2') => void }) {
  const [rows, setRows] = useState(data.requirements);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(data.defaulted ? 'Sekolah belum menetapkan; yang tampil adalah bawaan kurikulum tahun ini.' : '');
  const set = (i: number, patch: Partial<Data['requirements'][number]>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = () => {
    setBusy(true);
    void act(
      async () => {
        const next = await call(saveRequirementsContract, {
          input: {
            semester: data.semester as '1' | '2',
            requirements: rows.map((r) => ({ kind: r.kind, required: r.required, dueDate: r.dueDate || null, note: r.note || null })),
          },
        });
        setRows(next.requirements);
        setNotice('');
      },
      'Pengaturan disimpan',
      setErrors,
    ).finally(() => setBusy(false));
  };
  return (
    <section style={{ maxWidth: '48rem' }}>
      <h1 className="h4 mb-1">Pengaturan Perangkat Ajar</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {data.yearLabel} · {data.curriculum}. Setiap guru menyusun dokumen yang dicentang untuk setiap mata pelajaran dan tingkat yang diampunya.
      </p>
      <div className="mb-3" style={{ maxWidth: '12rem' }}>
        <SemesterSelect id="perangkat-semester" value={data.semester} onChange={onSemester} />
      </div>
      {notice && (
        <p className="alert alert-info py-2" role="status">
          {notice}
        </p>
      )}
      {rows.map((r, i) => (
        <fieldset key={r.kind} className="border rounded p-2 mb-2" disabled={!data.canEdit}>
          <legend className="fs-6 float-none w-auto px-1 mb-0">{PLAN_KIND_LABELS[r.kind]}</legend>
          <div className="form-check">
            <input
              className="form-check-input"
              type="checkbox"
              id={`wajib-${r.kind}`}
              checked={r.required}
              onChange={(e) => set(i, { required: e.target.checked })}
            />
            <label className="form-check-label" htmlFor={`wajib-${r.kind}`}>
              Wajib {PLAN_KIND_LABELS[r.kind]}
            </label>
          </div>
          <div className="row g-2 mt-1">
            <div className="col-12 col-md-4">
              <label className="form-label small mb-0" htmlFor={`tenggat-${r.kind}`}>
                Tenggat
              </label>
              <input
                type="date"
                id={`tenggat-${r.kind}`}
                className={`form-control form-control-sm${errors[`requirements.${i}.dueDate`] ? ' is-invalid' : ''}`}
                value={r.dueDate ?? ''}
                onChange={(e) => set(i, { dueDate: e.target.value || null })}
              />
            </div>
            <div className="col-12 col-md-8">
              <label className="form-label small mb-0" htmlFor={`catatan-${r.kind}`}>
                Catatan untuk guru
              </label>
              <input
                id={`catatan-${r.kind}`}
                className="form-control form-control-sm"
                maxLength={300}
                value={r.note ?? ''}
                onChange={(e) => set(i, { note: e.target.value })}
              />
            </div>
          </div>
        </fieldset>
      ))}
      {data.canEdit ? (
        <button type="button" className="btn btn-primary mt-2" disabled={busy} onClick={save}>
          {busy ? 'Menyimpan…' : 'Simpan pengaturan'}
        </button>
      ) : (
        <p className="small text-body-secondary">Hanya admin dan kepala sekolah yang dapat mengubah pengaturan ini.</p>
      )}
    </section>
  );
}
