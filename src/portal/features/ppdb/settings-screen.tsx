/** /ppdb_settings: the school's intakes (one PPDB per academic year), and a new one. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createSettingContract, listSettingsContract } from '../../../shared/api/ppdb/settings.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, FieldError, routeTo } from './ui.tsx';

export default function SettingsScreen() {
  const result = useApiData(() => call(listSettingsContract));
  const navigate = useNavigate();
  const [year, setYear] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat pengaturan PPDB…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, canEdit } = result.data;
  const create = async () => {
    let id = 0;
    const ok = await act(
      async () => (id = (await call(createSettingContract, { input: { academicYear: year, name: name || `PPDB TA ${year}`, majors: [] } })).id),
      'PPDB dibuat',
      setErrors,
    );
    if (ok) navigate(routeTo('ppdb_setting_detail', { id }));
  };
  return (
    <section>
      <h1 className="h4">Pengaturan PPDB</h1>
      <p className="text-body-secondary">
        Satu pengaturan per tahun ajaran penerimaan: gelombang dan kuota tiap jalur SPMB, jadwal kegiatan, dokumen persyaratan, biaya dan potongan.
      </p>
      {data.length === 0 && <p>Belum ada pengaturan PPDB.</p>}
      <div className="row g-3 mb-4">
        {data.map((s) => (
          <div className="col-md-6" key={s.id}>
            <article className="card h-100" aria-labelledby={`ppdb-${s.id}`}>
              <div className="card-body">
                <h2 className="h6" id={`ppdb-${s.id}`}>
                  {s.name}
                </h2>
                <p className="small mb-2">
                  TA {s.academicYear} · {s.periodCount} gelombang · kuota {s.quota} · {s.applicantCount} pendaftar
                </p>
                <Link className="btn btn-sm btn-primary" to={routeTo('ppdb_setting_detail', { id: s.id })} aria-label={`Buka pengaturan ${s.name}`}>
                  Buka pengaturan
                </Link>
              </div>
            </article>
          </div>
        ))}
      </div>
      {canEdit && (
        <form
          className="card card-body"
          aria-labelledby="ppdb-baru"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <h2 className="h6" id="ppdb-baru">
            Tambah PPDB tahun ajaran baru
          </h2>
          <div className="row g-2">
            <div className="col-sm-4">
              <label className="form-label" htmlFor="ppdb-year">
                Tahun ajaran
              </label>
              <input
                id="ppdb-year"
                className="form-control"
                placeholder="2028/2029"
                value={year}
                onChange={(e) => setYear(e.target.value)}
                aria-invalid={!!errors.academicYear}
              />
              <FieldError errors={errors} name="academicYear" />
            </div>
            <div className="col-sm-8">
              <label className="form-label" htmlFor="ppdb-name">
                Nama
              </label>
              <input
                id="ppdb-name"
                className="form-control"
                placeholder={`PPDB TA ${year || '2028/2029'}`}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <FieldError errors={errors} name="name" />
            </div>
          </div>
          <div className="mt-2">
            <button className="btn btn-primary" type="submit">
              Tambah PPDB
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
