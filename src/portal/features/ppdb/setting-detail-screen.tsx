/** /ppdb_setting_detail/:id: one intake: its periods and pathway quotas, schedule, documents and costs. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getSettingContract, updateSettingContract } from '../../../shared/api/ppdb/settings.ts';
import { ACTIVITY_LABELS, type ActivityKind } from '../../../shared/ppdb/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { CostsEditor, RequirementsEditor } from './list-editors.tsx';
import { PeriodForm } from './period-form.tsx';
import { act, longDate, routeTo, rupiah } from './ui.tsx';

export default function SettingDetailScreen() {
  const id = Number(useParams().id);
  const result = useApiData(() => call(getSettingContract, { params: { id } }));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [majors, setMajors] = useState<string | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat pengaturan PPDB…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const s = result.data;
  const reload = () => {
    setEditing(null);
    result.retry();
  };
  const saveMajors = async () => {
    const list = (majors ?? '')
      .split('\n')
      .map((m) => m.trim())
      .filter(Boolean);
    if (
      await act(
        () => call(updateSettingContract, { params: { id }, input: { academicYear: s.academicYear, name: s.name, majors: list, description: s.description } }),
        'Jurusan tersimpan',
      )
    ) {
      setMajors(null);
      result.retry();
    }
  };
  return (
    <section>
      <Link to={routeTo('ppdb_settings')} className="small">
        ← Pengaturan PPDB
      </Link>
      <h1 className="h4 mt-2">{s.name}</h1>
      <p className="text-body-secondary">
        Tahun ajaran {s.academicYear}
        {s.majors.length ? ` · Jurusan: ${s.majors.join(', ')}` : ''}
      </p>
      {s.canEdit && majors === null && (
        <button type="button" className="btn btn-sm btn-outline-secondary mb-3" onClick={() => setMajors(s.majors.join('\n'))}>
          Ubah jurusan
        </button>
      )}
      {majors !== null && (
        <div className="mb-3">
          <label className="form-label" htmlFor="majors">
            Jurusan (satu per baris)
          </label>
          <textarea id="majors" className="form-control" rows={4} value={majors} onChange={(e) => setMajors(e.target.value)} />
          <button type="button" className="btn btn-sm btn-primary mt-2" onClick={() => void saveMajors()}>
            Simpan jurusan
          </button>
        </div>
      )}

      <h2 className="h5 mt-3">Gelombang dan kuota jalur</h2>
      {s.periods.map((p) =>
        editing === p.id ? (
          <PeriodForm key={p.id} settingId={id} period={p} onDone={reload} />
        ) : (
          <article className="card mb-3" key={p.id} aria-labelledby={`gel-${p.id}`}>
            <div className="card-body">
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <h3 className="h6 mb-0 me-auto" id={`gel-${p.id}`}>
                  {p.name}
                </h3>
                {p.announcedAt && <span className="badge text-bg-success">Sudah diumumkan</span>}
              </div>
              <p className="small mb-2">
                {longDate(p.opens)} – {longDate(p.closes)} · biaya pendaftaran {p.fee ? rupiah(p.fee) : 'gratis'}
              </p>
              <div className="table-responsive">
                <table className="table table-sm mb-2">
                  <caption className="visually-hidden">Kuota jalur {p.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Jalur</th>
                      <th scope="col">Kuota</th>
                      <th scope="col">Pendaftar</th>
                      <th scope="col">Terverifikasi</th>
                      <th scope="col">Diterima</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.pathways.map((w) => (
                      <tr key={w.id}>
                        <th scope="row">{w.label}</th>
                        <td>{w.quota}</td>
                        <td>{w.applicants}</td>
                        <td>{w.verified}</td>
                        <td>{w.accepted}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="d-flex flex-wrap gap-2">
                <Link className="btn btn-sm btn-primary" to={routeTo('ppdb_period_detail', { id: p.id })} aria-label={`Pendaftar ${p.name}`}>
                  Pendaftar
                </Link>
                {s.canEdit && (
                  <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(p.id)} aria-label={`Ubah ${p.name}`}>
                    Ubah
                  </button>
                )}
              </div>
            </div>
          </article>
        ),
      )}
      {editing === 'new' ? (
        <PeriodForm settingId={id} period={null} onDone={reload} />
      ) : (
        s.canEdit && (
          <button type="button" className="btn btn-outline-primary mb-3" onClick={() => setEditing('new')}>
            Tambah gelombang
          </button>
        )
      )}

      <h2 className="h5 mt-3">Jadwal kegiatan</h2>
      <ul className="list-group mb-3">
        {s.activities.map((a) => (
          <li className="list-group-item d-flex flex-wrap gap-2" key={a.id}>
            <span className="me-auto">
              <strong>{a.name}</strong> <span className="small text-body-secondary">({ACTIVITY_LABELS[a.kind as ActivityKind] ?? a.kind})</span>
              <br />
              <span className="small">
                {longDate(a.starts)} – {longDate(a.ends)}
              </span>
            </span>
            <Link
              className="btn btn-sm btn-outline-secondary align-self-center"
              to={routeTo('ppdb_setting_detail_2', { id, ppdb_activity_id: a.id })}
              aria-label={`Detail ${a.name}`}
            >
              Detail
            </Link>
          </li>
        ))}
      </ul>

      <h2 className="h5 mt-3">Dokumen persyaratan</h2>
      <RequirementsEditor key={`r${s.requirements.map((r) => r.id).join()}`} settingId={id} items={s.requirements} canEdit={s.canEdit} onSaved={result.retry} />

      <h2 className="h5 mt-4">Biaya daftar ulang</h2>
      <CostsEditor key={`c${s.costs.map((c) => c.id).join()}`} settingId={id} items={s.costs} canEdit={s.canEdit} onSaved={result.retry} />
      <p className="mt-2">
        <Link to={routeTo('ppdb_reduction_costs')}>Potongan biaya ({s.reductions.length})</Link>
      </p>
    </section>
  );
}
