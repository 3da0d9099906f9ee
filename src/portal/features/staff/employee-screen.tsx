/**
 * /employee_kepegawaian_detail/:id: one PTK's record with the Dapodik fields (rank and its TMT, SK and its TMT,
 * qualification, certification, NRG), positions, allowances and deductions, and appendices.
 * /employee_kepegawaian_detail_v2/:id/:idtype shows the same, read-only.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getEmployeeContract, saveEmployeeContract } from '../../../shared/api/staff/employees.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah } from './ui.ts';

type Detail = Awaited<ReturnType<typeof call<typeof getEmployeeContract>>>;

export default function EmployeeScreen() {
  const id = Number(useParams().id);
  const readOnly = useCurrentRoute()?.name === 'employee_kepegawaian_detail_v2';
  const result = useApiData(() => call(getEmployeeContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat data kepegawaian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const e = result.data;
  return (
    <section>
      <Link to={routeTo(readOnly ? 'employee_kepegawaian_v2' : 'employee_kepegawaian')} className="small">
        ← Data Kepegawaian
      </Link>
      <h1 className="h4 mt-2">{e.fullName}</h1>
      <p className="text-body-secondary">
        {e.userType}
        {e.nip ? ` · NIP ${e.nip}` : ''}
        {e.nuptk ? ` · NUPTK ${e.nuptk}` : ''}
      </p>
      {e.canEdit && !readOnly ? <RecordForm key={JSON.stringify(e.allowances)} e={e} onSaved={result.retry} /> : <RecordView e={e} />}
      <h2 className="h5 mt-4">Lampiran</h2>
      {e.appendices.length === 0 && <p>Belum ada lampiran.</p>}
      <ul>
        {e.appendices.map((a) => (
          <li key={a.id}>
            {a.kind}: {a.title}
            {a.documentNumber ? ` (${a.documentNumber})` : ''}
          </li>
        ))}
      </ul>
      {e.canEdit && !readOnly && (
        <Link className="btn btn-sm btn-outline-secondary" to={`${routeTo('employee_appendix_add')}?pegawai=${e.userId}`}>
          Tambah lampiran
        </Link>
      )}
    </section>
  );
}

function RecordView({ e }: { e: Detail }) {
  const rows: [string, string][] = [
    ['Jenis pegawai', e.typeName ?? '–'],
    ['Status kepegawaian', e.statusName ?? '–'],
    ['Golongan', e.groupCode ? `${e.groupCode} ${e.groupName ?? ''}` : '–'],
    ['TMT golongan', e.groupSince ?? '–'],
    ['Nomor SK', e.skNumber ?? '–'],
    ['TMT pengangkatan', e.appointedSince ?? '–'],
    ['Kualifikasi', e.qualification ?? '–'],
    ['Sertifikasi', e.certified ? `Ya${e.certificateNumber ? ` (${e.certificateNumber})` : ''}` : 'Belum'],
    ['NRG', e.nrg ?? '–'],
    ['Jabatan', e.positions.join(', ') || '–'],
    ['Gaji pokok', rupiah(e.baseSalary ?? e.rankSalary ?? 0)],
    ...e.allowances.map((a): [string, string] => [a.name, `${a.kind === 'deduction' ? '-' : ''}${rupiah(a.amount)}`]),
  ];
  return (
    <dl className="row">
      {rows.map(([k, v]) => (
        <div className="col-12 col-md-6 d-flex gap-2" key={k}>
          <dt className="fw-semibold">{k}</dt>
          <dd className="mb-1">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecordForm({ e, onSaved }: { e: Detail; onSaved: () => void }) {
  const [v, setV] = useState({
    typeId: String(e.typeId ?? ''),
    statusId: String(e.statusId ?? ''),
    groupId: String(e.groupId ?? ''),
    groupSince: e.groupSince ?? '',
    skNumber: e.skNumber ?? '',
    appointedSince: e.appointedSince ?? '',
    qualification: e.qualification ?? '',
    certified: e.certified,
    certificateNumber: e.certificateNumber ?? '',
    nrg: e.nrg ?? '',
    positions: e.positions.join('\n'),
    baseSalary: e.baseSalary === null ? '' : String(e.baseSalary),
  });
  const [allowances, setAllowances] = useState<Record<number, string>>(Object.fromEntries(e.allowances.map((a) => [a.allowanceTypeId, String(a.amount)])));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });
  const save = async () => {
    const input = {
      ...v,
      positions: v.positions
        .split('\n')
        .map((p) => p.trim())
        .filter(Boolean),
      baseSalary: v.baseSalary === '' ? null : Number(v.baseSalary),
      allowances: Object.entries(allowances)
        .filter(([, amount]) => amount !== '')
        .map(([id, amount]) => ({ allowanceTypeId: Number(id), amount: Number(amount) })),
    };
    if (await act(() => call(saveEmployeeContract, { params: { id: e.userId }, input }), 'Data kepegawaian tersimpan', setErrors)) onSaved();
  };
  const input = (name: keyof typeof v, label: string, type = 'text') => (
    <div className="col-12 col-md-6">
      <label className="form-label" htmlFor={`emp-${name}`}>
        {label}
      </label>
      <input
        id={`emp-${name}`}
        type={type}
        className={`form-control ${errors[name] ? 'is-invalid' : ''}`}
        value={String(v[name])}
        onChange={(x) => set({ [name]: x.target.value })}
      />
      {errors[name] && <div className="invalid-feedback">{errors[name].join(' ')}</div>}
    </div>
  );
  const select = (name: 'typeId' | 'statusId' | 'groupId', label: string, options: { id: number; name: string }[]) => (
    <div className="col-12 col-md-4">
      <label className="form-label" htmlFor={`emp-${name}`}>
        {label}
      </label>
      <select id={`emp-${name}`} className="form-select" value={v[name]} onChange={(x) => set({ [name]: x.target.value })}>
        <option value="">–</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      aria-label="Data kepegawaian"
      onSubmit={(x) => {
        x.preventDefault();
        void save();
      }}
    >
      <div className="row g-2">
        {select('typeId', 'Jenis pegawai', e.options.types)}
        {select('statusId', 'Status kepegawaian', e.options.statuses)}
        {select('groupId', 'Golongan', e.options.groups)}
        {input('groupSince', 'TMT golongan', 'date')}
        {input('skNumber', 'Nomor SK')}
        {input('appointedSince', 'TMT pengangkatan', 'date')}
        {input('qualification', 'Kualifikasi pendidikan')}
        {input('nrg', 'NRG')}
        <div className="col-12 col-md-6">
          <div className="form-check mt-md-4">
            <input
              id="emp-certified"
              type="checkbox"
              className="form-check-input"
              checked={v.certified}
              onChange={(x) => set({ certified: x.target.checked })}
            />
            <label className="form-check-label" htmlFor="emp-certified">
              Sudah sertifikasi pendidik
            </label>
          </div>
        </div>
        {input('certificateNumber', 'Nomor sertifikat pendidik')}
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="emp-positions">
            Jabatan (satu per baris; lebih dari satu = rangkap)
          </label>
          <textarea id="emp-positions" className="form-control" rows={3} value={v.positions} onChange={(x) => set({ positions: x.target.value })} />
        </div>
        {input('baseSalary', `Gaji pokok sendiri (kosong = golongan${e.rankSalary !== null ? `, ${rupiah(e.rankSalary)}` : ''})`, 'number')}
      </div>
      <fieldset className="mt-3">
        <legend className="h6">Tunjangan dan potongan bulanan (kosong = tidak menerima)</legend>
        <div className="row g-2">
          {e.options.allowances.map((a) => (
            <div className="col-6 col-md-4" key={a.id}>
              <label className="form-label small" htmlFor={`alw-${a.id}`}>
                {a.name} ({a.kind === 'deduction' ? 'potongan' : 'tunjangan'})
              </label>
              <input
                id={`alw-${a.id}`}
                type="number"
                min={0}
                inputMode="numeric"
                className="form-control"
                placeholder={String(a.amount)}
                value={allowances[a.id] ?? ''}
                onChange={(x) => setAllowances({ ...allowances, [a.id]: x.target.value })}
              />
            </div>
          ))}
        </div>
        {errors.allowances && <div className="text-danger small">{errors.allowances.join(' ')}</div>}
      </fieldset>
      <button type="submit" className="btn btn-primary mt-3">
        Simpan data kepegawaian
      </button>
    </form>
  );
}
