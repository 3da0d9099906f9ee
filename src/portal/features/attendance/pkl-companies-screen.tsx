/** /field-company: the DUDI and who is placed where; the office adds companies and places a rombel's students. */
import { useState } from 'react';
import {
  addPlacementsContract,
  createCompanyContract,
  deleteCompanyContract,
  listCompaniesContract,
  removePlacementContract,
  updateCompanyContract,
} from '../../../shared/api/attendance/pkl.ts';
import { sectionStudentsContract } from '../../../shared/api/attendance/sections.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

type Data = Awaited<ReturnType<typeof call<typeof listCompaniesContract>>>;
const EMPTY = { name: '', field: '', address: '', contactName: '', contactPhone: '', quota: 0 };

function Field({ id, label, error, children }: { id: string; label: string; error?: string[]; children: React.ReactNode }) {
  return (
    <div className="col-12 col-md-6">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && <div className="invalid-feedback d-block">{error[0]}</div>}
    </div>
  );
}

function CompanyForm({ editing, onDone }: { editing: (typeof EMPTY & { id?: number }) | null; onDone: () => void }) {
  const [form, setForm] = useState(editing ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [k]: k === 'quota' ? Number(e.target.value) : e.target.value });
  const save = async () => {
    const input = { ...form, quota: Number(form.quota) || 0 };
    const ok = editing?.id
      ? await act(() => call(updateCompanyContract, { params: { id: editing.id! }, input }), 'Data DUDI tersimpan', setErrors)
      : await act(() => call(createCompanyContract, { input }), 'DUDI ditambahkan', setErrors);
    if (ok) onDone();
  };
  return (
    <form
      className="border rounded p-2 mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="h6">{editing?.id ? `Ubah ${editing.name}` : 'Tambah DUDI'}</h2>
      <div className="row g-2">
        <Field id="dudi-nama" label="Nama DUDI" error={errors.name}>
          <input id="dudi-nama" className="form-control" value={form.name} onChange={set('name')} />
        </Field>
        <Field id="dudi-bidang" label="Bidang usaha" error={errors.field}>
          <input id="dudi-bidang" className="form-control" value={form.field ?? ''} onChange={set('field')} />
        </Field>
        <Field id="dudi-alamat" label="Alamat" error={errors.address}>
          <input id="dudi-alamat" className="form-control" value={form.address ?? ''} onChange={set('address')} />
        </Field>
        <Field id="dudi-kontak" label="Nama kontak" error={errors.contactName}>
          <input id="dudi-kontak" className="form-control" value={form.contactName ?? ''} onChange={set('contactName')} />
        </Field>
        <Field id="dudi-telp" label="Telepon kontak" error={errors.contactPhone}>
          <input id="dudi-telp" className="form-control" inputMode="tel" value={form.contactPhone ?? ''} onChange={set('contactPhone')} />
        </Field>
        <Field id="dudi-kuota" label="Kuota siswa (0 = tanpa batas)" error={errors.quota}>
          <input id="dudi-kuota" type="number" min={0} className="form-control" value={form.quota} onChange={set('quota')} />
        </Field>
      </div>
      <button type="submit" className="btn btn-primary mt-2">
        Simpan DUDI
      </button>
    </form>
  );
}

function PlaceForm({ data, companyId, onDone }: { data: Data; companyId: number; onDone: () => void }) {
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [students, setStudents] = useState<{ id: number; fullName: string }[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [form, setForm] = useState({ supervisorId: data.supervisors[0]?.id ?? 0, mentorId: 0, startDate: '', endDate: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const pickSection = async (id: number) => {
    setSectionId(id);
    setPicked([]);
    setStudents(id ? (await call(sectionStudentsContract, { params: { id } })).students : []);
  };
  const save = async () => {
    const input = {
      companyId,
      sectionId: sectionId ?? 0,
      studentIds: picked,
      supervisorId: form.supervisorId,
      mentorId: form.mentorId || null,
      startDate: form.startDate,
      endDate: form.endDate,
    };
    if (await act(() => call(addPlacementsContract, { input }), 'Siswa ditempatkan', setErrors)) onDone();
  };
  return (
    <form
      className="border rounded p-2 mt-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 className="h6">Tempatkan siswa</h3>
      <div className="row g-2">
        <Field id={`pkl-rombel-${companyId}`} label="Rombel" error={errors.sectionId}>
          <select id={`pkl-rombel-${companyId}`} className="form-select" value={sectionId ?? ''} onChange={(e) => void pickSection(Number(e.target.value))}>
            <option value="">Pilih rombel</option>
            {data.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`pkl-pembimbing-${companyId}`} label="Pembimbing PKL" error={errors.supervisorId}>
          <select
            id={`pkl-pembimbing-${companyId}`}
            className="form-select"
            value={form.supervisorId}
            onChange={(e) => setForm({ ...form, supervisorId: Number(e.target.value) })}
          >
            {data.supervisors.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`pkl-mentor-${companyId}`} label="Mentor DUDI (boleh kosong)" error={errors.mentorId}>
          <select
            id={`pkl-mentor-${companyId}`}
            className="form-select"
            value={form.mentorId}
            onChange={(e) => setForm({ ...form, mentorId: Number(e.target.value) })}
          >
            <option value={0}>Tanpa mentor</option>
            {data.mentors.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`pkl-mulai-${companyId}`} label="Mulai" error={errors.startDate}>
          <input
            id={`pkl-mulai-${companyId}`}
            type="date"
            className="form-control"
            value={form.startDate}
            onChange={(e) => setForm({ ...form, startDate: e.target.value })}
          />
        </Field>
        <Field id={`pkl-selesai-${companyId}`} label="Selesai" error={errors.endDate}>
          <input
            id={`pkl-selesai-${companyId}`}
            type="date"
            className="form-control"
            value={form.endDate}
            onChange={(e) => setForm({ ...form, endDate: e.target.value })}
          />
        </Field>
      </div>
      {students.length > 0 && (
        <fieldset className="mt-2">
          <legend className="small fw-semibold">Siswa</legend>
          {students.map((s) => (
            <div key={s.id} className="form-check">
              <input
                id={`pkl-siswa-${companyId}-${s.id}`}
                type="checkbox"
                className="form-check-input"
                checked={picked.includes(s.id)}
                onChange={(e) => setPicked(e.target.checked ? [...picked, s.id] : picked.filter((x) => x !== s.id))}
              />
              <label className="form-check-label" htmlFor={`pkl-siswa-${companyId}-${s.id}`}>
                {s.fullName}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {errors.studentIds && (
        <div className="text-danger small" role="alert">
          {errors.studentIds[0]}
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-sm mt-2">
        Tempatkan
      </button>
    </form>
  );
}

export default function PklCompaniesScreen() {
  const result = useApiData(() => call(listCompaniesContract, {}));
  const [editing, setEditing] = useState<(typeof EMPTY & { id?: number }) | null>(null);
  const [placing, setPlacing] = useState<number | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat DUDI…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const done = () => {
    setEditing(null);
    setPlacing(null);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Data DUDI</h1>
      <p className="small text-body-secondary">
        Dunia usaha dan dunia industri tempat siswa PKL, dengan siswa yang ditempatkan, pembimbing sekolah dan mentor DUDI.
      </p>
      {d.canManage && <CompanyForm key={editing?.id ?? 'baru'} editing={editing} onDone={done} />}
      {!d.companies.length && <p>Belum ada DUDI.</p>}
      {d.companies.map((c) => (
        <article key={c.id} className="border rounded p-2 mb-2">
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <h2 className="h6 mb-0 me-auto">{c.name}</h2>
            <span className="small">
              {c.placements.length}
              {c.quota ? ` / ${c.quota}` : ''} siswa
            </span>
            {d.canManage && (
              <>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() =>
                    setEditing({
                      id: c.id,
                      name: c.name,
                      field: c.field ?? '',
                      address: c.address ?? '',
                      contactName: c.contactName ?? '',
                      contactPhone: c.contactPhone ?? '',
                      quota: c.quota,
                    })
                  }
                >
                  Ubah {c.name}
                </button>
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setPlacing(placing === c.id ? null : c.id)}>
                  Tempatkan siswa di {c.name}
                </button>
                {!c.placements.length && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={async () => {
                      if (await act(() => call(deleteCompanyContract, { params: { id: c.id } }), 'DUDI dihapus')) done();
                    }}
                  >
                    Hapus {c.name}
                  </button>
                )}
              </>
            )}
          </div>
          <div className="small text-body-secondary">
            {[c.field, c.address, c.contactName && `Kontak: ${c.contactName}${c.contactPhone ? ` (${c.contactPhone})` : ''}`].filter(Boolean).join(' · ')}
          </div>
          {c.placements.length > 0 && (
            <ul className="list-unstyled small mt-1 mb-0">
              {c.placements.map((p) => (
                <li key={p.id} className="d-flex flex-wrap gap-2 align-items-center border-top py-1">
                  <span className="me-auto">
                    {p.studentName}
                    {p.sectionName ? ` · ${p.sectionName}` : ''} · {p.startDate} s.d. {p.endDate} · pembimbing {p.supervisorName}
                    {p.mentorName ? ` · mentor ${p.mentorName}` : ''}
                  </span>
                  {d.canManage && (
                    <button
                      type="button"
                      className="btn btn-sm btn-link text-danger p-0"
                      onClick={async () => {
                        if (await act(() => call(removePlacementContract, { params: { id: p.id } }), 'Penempatan dihapus')) done();
                      }}
                    >
                      Hapus penempatan {p.studentName}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {placing === c.id && <PlaceForm data={d} companyId={c.id} onDone={done} />}
        </article>
      ))}
    </section>
  );
}
