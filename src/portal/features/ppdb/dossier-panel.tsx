/**
 * One applicant's dossier, for the PPDB staff: personal data, the document check (with scans through the one
 * upload path), the scoring inputs, then the decisions of each step: verify or reject, accept (beyond the quota
 * only with an override and a reason), and re-registration into master data.
 */
import { useState } from 'react';
import Swal from 'sweetalert2';
import { decideApplicantContract, getApplicantContract, reregisterApplicantContract, verifyApplicantContract } from '../../../shared/api/ppdb/applicants.ts';
import { fileUrl } from '../../../shared/files/file-kinds.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { privateFileUrl } from '../../lib/upload.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, FieldError } from './ui.tsx';

type Check = { ok: boolean; note: string; fileId: string | null };

export function DossierPanel({ applicantId, onChanged }: { applicantId: number; onChanged: () => void }) {
  const result = useApiData(() => call(getApplicantContract, { params: { id: applicantId } }));
  if (result.state === 'loading') return <Loading label="Memuat berkas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const done = () => {
    result.retry();
    onChanged();
  };
  return <Dossier key={`${result.data.status}${result.data.overQuota}`} a={result.data} onChanged={done} />;
}

type Applicant = Awaited<ReturnType<typeof call<typeof getApplicantContract>>>;

function Dossier({ a, onChanged }: { a: Applicant; onChanged: () => void }) {
  const [checks, setChecks] = useState<Record<string, Check>>(
    Object.fromEntries(a.documents.map((d) => [String(d.requirementId), { ok: !!d.ok, note: d.note ?? '', fileId: d.fileId }])),
  );
  const [distance, setDistance] = useState(a.distanceMeters?.toString() ?? '');
  const [average, setAverage] = useState(a.reportAverage?.toString() ?? '');
  const [points, setPoints] = useState(String(a.achievementPoints));
  const [note, setNote] = useState(a.note ?? '');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const prefix = `d${a.id}`;
  const verify = async (decision: 'save' | 'verified' | 'rejected') => {
    const input = {
      documents: Object.fromEntries(Object.entries(checks).map(([k, c]) => [k, { ok: c.ok, note: c.note, fileId: c.fileId }])),
      distanceMeters: distance === '' ? null : Number(distance),
      reportAverage: average === '' ? null : Number(average.replace(',', '.')),
      achievementPoints: Number(points) || 0,
      decision,
      note,
    };
    const said = { save: 'Pemeriksaan tersimpan', verified: 'Berkas terverifikasi', rejected: 'Berkas ditolak' }[decision];
    if (await act(() => call(verifyApplicantContract, { params: { id: a.id }, input }), said, setErrors)) onChanged();
  };
  const decide = async (decision: 'accepted' | 'not_accepted') => {
    let override = false;
    let reason: string | undefined;
    if (decision === 'accepted' && a.acceptedInPathway >= a.quota) {
      const asked = await Swal.fire({
        icon: 'warning',
        title: 'Kuota jalur sudah penuh',
        text: `Sudah diterima ${a.acceptedInPathway} dari kuota ${a.quota}. Terima di luar kuota? Tindakan ini dicatat.`,
        input: 'text',
        inputLabel: 'Alasan menerima di luar kuota',
        // The server refuses an override without a reason; saying so here keeps the dialog open to write one.
        inputValidator: (value) => (value.trim() ? null : 'Tulis alasan menerima di luar kuota.'),
        showCancelButton: true,
        confirmButtonText: 'Terima di luar kuota',
        cancelButtonText: 'Batal',
      });
      if (!asked.isConfirmed) return;
      override = true;
      reason = String(asked.value ?? '');
    }
    if (
      await act(
        () => call(decideApplicantContract, { params: { id: a.id }, input: { decision, override, reason } }),
        decision === 'accepted' ? 'Pendaftar diterima' : 'Keputusan tersimpan',
      )
    )
      onChanged();
  };
  const reregister = async () => {
    let answer: { username: string } | null = null;
    const ok = await act(async () => (answer = await call(reregisterApplicantContract, { params: { id: a.id }, input: {} })), 'Daftar ulang selesai');
    if (ok && answer) {
      await Swal.fire({
        icon: 'info',
        title: 'Siswa baru dibuat',
        text: `${a.fullName} kini siswa dengan nama pengguna ${(answer as { username: string }).username}. Atur rombel dan password di Data Siswa.`,
      });
      onChanged();
    }
  };
  const open = ['submitted', 'verified', 'rejected'].includes(a.status);
  return (
    <div className="border-top mt-2 pt-2" role="region" aria-label={`Berkas ${a.fullName}`}>
      <dl className="row small mb-2">
        <dt className="col-5 col-md-3">NIK / NISN</dt>
        <dd className="col-7 col-md-9">
          {a.nik} / {a.nisn ?? '–'}
        </dd>
        <dt className="col-5 col-md-3">Lahir</dt>
        <dd className="col-7 col-md-9">
          {a.birthPlace}, {a.birthDate}
        </dd>
        <dt className="col-5 col-md-3">Alamat</dt>
        <dd className="col-7 col-md-9">{a.address}</dd>
        <dt className="col-5 col-md-3">Orang tua/wali</dt>
        <dd className="col-7 col-md-9">
          {a.guardianName} ({a.guardianRelation}), {a.guardianPhone}
          {a.guardianEmail ? `, ${a.guardianEmail}` : ''}
        </dd>
      </dl>
      <fieldset>
        <legend className="h6">Pemeriksaan dokumen</legend>
        {a.documents.map((d) => {
          const key = String(d.requirementId);
          const c = checks[key];
          return (
            <div className="mb-2" key={key}>
              <div className="form-check">
                <input
                  id={`${prefix}-doc-${key}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={c.ok}
                  onChange={(e) => setChecks({ ...checks, [key]: { ...c, ok: e.target.checked } })}
                />
                <label className="form-check-label" htmlFor={`${prefix}-doc-${key}`}>
                  {d.name}
                  {d.required ? '' : ' (tidak wajib)'} valid
                </label>
              </div>
              {c.fileId && (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={() => void privateFileUrl(fileUrl(c.fileId!)).then((u) => window.open(u, '_blank'))}
                >
                  Lihat pindaian {d.name}
                </button>
              )}
              <FileUpload<{ id: string }>
                label={`Pindaian ${d.name}`}
                kind="ppdb_document"
                onUploaded={(f) => setChecks((all) => ({ ...all, [key]: { ...all[key], fileId: f.id } }))}
              />
            </div>
          );
        })}
        <FieldError errors={errors} name="documents" />
      </fieldset>
      <div className="row g-2">
        <div className="col-4">
          <label className="form-label small" htmlFor={`${prefix}-dist`}>
            Jarak rumah (m)
          </label>
          <input
            id={`${prefix}-dist`}
            type="number"
            min={0}
            inputMode="numeric"
            className="form-control"
            value={distance}
            onChange={(e) => setDistance(e.target.value)}
          />
          <FieldError errors={errors} name="distanceMeters" />
        </div>
        <div className="col-4">
          <label className="form-label small" htmlFor={`${prefix}-avg`}>
            Rata-rata rapor
          </label>
          <input id={`${prefix}-avg`} inputMode="decimal" className="form-control" value={average} onChange={(e) => setAverage(e.target.value)} />
          <FieldError errors={errors} name="reportAverage" />
        </div>
        <div className="col-4">
          <label className="form-label small" htmlFor={`${prefix}-pts`}>
            Poin prestasi
          </label>
          <input
            id={`${prefix}-pts`}
            type="number"
            min={0}
            max={100}
            inputMode="numeric"
            className="form-control"
            value={points}
            onChange={(e) => setPoints(e.target.value)}
          />
        </div>
        <div className="col-12">
          <label className="form-label small" htmlFor={`${prefix}-note`}>
            Catatan untuk keluarga
          </label>
          <input id={`${prefix}-note`} className="form-control" value={note} onChange={(e) => setNote(e.target.value)} />
          <FieldError errors={errors} name="note" />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void verify('save')}>
          Simpan pemeriksaan
        </button>
        {open && (
          <button type="button" className="btn btn-sm btn-success" onClick={() => void verify('verified')}>
            Verifikasi berkas
          </button>
        )}
        {open && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void verify('rejected')}>
            Tolak berkas
          </button>
        )}
        {['verified', 'not_accepted'].includes(a.status) && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void decide('accepted')}>
            Terima
          </button>
        )}
        {a.status === 'accepted' && !a.announced && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void decide('not_accepted')}>
            Batalkan penerimaan
          </button>
        )}
        {a.status === 'accepted' && a.announced && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void reregister()}>
            Daftar ulang
          </button>
        )}
        {a.status === 'accepted' && !a.announced && (
          <span className="small text-body-secondary align-self-center">Daftar ulang dibuka setelah hasil diumumkan.</span>
        )}
      </div>
    </div>
  );
}
