/**
 * add_collective, "Jadwal Kolektif": a whole PTS/PAS timetable at once. Rows are checked together on the
 * server ("Baris 3: …"); a preview shows what will be created; creating is all-or-nothing.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import Swal from 'sweetalert2';
import { RESULT_VISIBILITY, RESULT_VISIBILITY_LABELS, SCHEDULE_KIND_LABELS } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { failureText, toFailure } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { examOptions } from '../ui/exam-api.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { CollectiveRow, type RowForm } from './collective-row.tsx';
import { collective, sessionTimes } from './planning-api.ts';

const KINDS = ['school', 'akm', 'tka'] as const;
const blankRow = (date: string): RowForm => ({
  courseId: '',
  grade: '10',
  sectionId: '',
  date,
  sessionTimeId: '',
  startTime: '07:30',
  endTime: '09:00',
  durationMinutes: '90',
  mode: 'all',
  rules: [{ type: 'single_choice', count: 20 }],
});

export default function CollectiveScreen() {
  const data = useApiData(() => Promise.all([examOptions(), sessionTimes()]));
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const [common, setCommon] = useState({
    kind: 'school' as (typeof KINDS)[number],
    titlePrefix: 'PTS Ganjil',
    withToken: true,
    shuffleQuestions: true,
    shuffleOptions: true,
    resultVisibility: 'after_window' as (typeof RESULT_VISIBILITY)[number],
  });
  const [rows, setRows] = useState<RowForm[]>([blankRow(tomorrow)]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [preview, setPreview] = useState<Awaited<ReturnType<typeof collective>>['preview'] | null>(null);
  const [busy, setBusy] = useState(false);
  if (data.state === 'loading') return <Loading label="Memuat mata pelajaran dan sesi…" />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  const [options, sessions] = data.data;
  const body = (dryRun: boolean) => ({
    ...common,
    dryRun,
    rows: rows.map((r) => ({
      courseId: Number(r.courseId) || 0,
      grade: r.grade,
      sectionIds: r.sectionId ? [Number(r.sectionId)] : [],
      date: r.date,
      sessionTimeId: Number(r.sessionTimeId) || null,
      startTime: r.sessionTimeId ? null : r.startTime || null,
      endTime: r.sessionTimeId ? null : r.endTime || null,
      durationMinutes: r.durationMinutes,
      paper: r.mode === 'all' ? { mode: 'all' as const } : { mode: 'draw' as const, rules: r.rules },
    })),
  });
  const send = async (dryRun: boolean) => {
    setBusy(true);
    try {
      const r = await collective(body(dryRun));
      setErrors({});
      setPreview(r.preview);
      if (!dryRun) {
        await Swal.fire({ icon: 'success', title: r.message ?? 'Jadwal dibuat', text: r.created.map((c) => c.title).join(', ') });
        setRows([blankRow(tomorrow)]);
        setPreview(null);
      }
    } catch (error) {
      const f = toFailure(error);
      setErrors(f.fieldErrors);
      setPreview(null);
      void Swal.fire({ icon: 'error', title: 'Belum dibuat', text: failureText(f) });
    } finally {
      setBusy(false);
    }
  };
  const rowErrors = (i: number) =>
    Object.entries(errors)
      .filter(([k]) => k === `rows.${i}` || k.startsWith(`rows.${i}.`))
      .flatMap(([k, v]) => (k === `rows.${i}` ? v : v.map((m) => `Baris ${i + 1}: ${m}`)));
  const change = (patch: Partial<typeof common>) => {
    setCommon({ ...common, ...patch });
    setPreview(null);
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-1">
        <h1 className="h4 mb-0 me-auto">Jadwal Kolektif</h1>
        <Link to="/exam_grid" className="btn btn-outline-secondary btn-sm">
          Lihat kisi-kisi
        </Link>
      </div>
      <p className="text-body-secondary">Buat seluruh jadwal PTS/PAS sekaligus. Semua baris diperiksa dulu; jadwal hanya dibuat bila semua baris benar.</p>
      <fieldset className="card card-body mb-3">
        <legend className="h6">Pengaturan bersama</legend>
        <div className="row g-2">
          <div className="col-md-4">
            <label className="form-label" htmlFor="awalan-judul">
              Awalan judul
            </label>
            <input
              id="awalan-judul"
              className={`form-control${errors.titlePrefix ? ' is-invalid' : ''}`}
              value={common.titlePrefix}
              onChange={(e) => change({ titlePrefix: e.target.value })}
            />
            {errors.titlePrefix && <div className="invalid-feedback">{errors.titlePrefix.join(' ')}</div>}
          </div>
          <div className="col-md-3">
            <label className="form-label" htmlFor="jenis-kolektif">
              Jenis
            </label>
            <select id="jenis-kolektif" className="form-select" value={common.kind} onChange={(e) => change({ kind: e.target.value as typeof common.kind })}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {SCHEDULE_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-5">
            <label className="form-label" htmlFor="hasil-kolektif">
              Nilai terlihat siswa
            </label>
            <select
              id="hasil-kolektif"
              className="form-select"
              value={common.resultVisibility}
              onChange={(e) => change({ resultVisibility: e.target.value as typeof common.resultVisibility })}
            >
              {RESULT_VISIBILITY.map((v) => (
                <option key={v} value={v}>
                  {RESULT_VISIBILITY_LABELS[v]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {(
          [
            ['withToken', 'Buat token ujian untuk setiap jadwal'],
            ['shuffleQuestions', 'Acak urutan soal per siswa'],
            ['shuffleOptions', 'Acak urutan pilihan jawaban'],
          ] as const
        ).map(([k, label]) => (
          <label key={k} className="form-check mt-1">
            <input type="checkbox" className="form-check-input" checked={common[k]} onChange={(e) => change({ [k]: e.target.checked })} />
            <span className="form-check-label">{label}</span>
          </label>
        ))}
      </fieldset>
      {errors.rows && <p className="text-danger">{errors.rows.join(' ')}</p>}
      {rows.map((r, i) => (
        <CollectiveRow
          key={i}
          index={i}
          row={r}
          options={options}
          sessions={sessions.data}
          errors={rowErrors(i)}
          onChange={(next) => {
            setRows(rows.map((x, j) => (j === i ? next : x)));
            setPreview(null);
          }}
          onRemove={
            rows.length > 1
              ? () => {
                  setRows(rows.filter((_, j) => j !== i));
                  setPreview(null);
                }
              : undefined
          }
        />
      ))}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-outline-primary" onClick={() => setRows([...rows, { ...rows[rows.length - 1] }])}>
          + Tambah baris
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => void send(true)}>
          Pratinjau
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !preview}
          onClick={() => void send(false)}
          title={preview ? '' : 'Lihat pratinjau terlebih dahulu'}
        >
          Buat {preview ? preview.length : ''} jadwal
        </button>
      </div>
      {preview && (
        <section>
          <h2 className="h6">Pratinjau: {preview.length} jadwal akan dibuat</h2>
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <TableHead columns={['Baris', 'Judul', 'Rombel', 'Waktu', 'Soal', 'Peserta']} />
              <tbody>
                {preview.map((p) => (
                  <tr key={p.row}>
                    <td>{p.row}</td>
                    <td>{p.title}</td>
                    <td>{p.sections.join(', ')}</td>
                    <td className="small">
                      {formatDateTime(p.startsAt)} – {formatDateTime(p.endsAt)}
                      {p.session ? ` · ${p.session}` : ''} · {p.durationMinutes} mnt
                    </td>
                    <td>{p.questions}</td>
                    <td>{p.participants}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </section>
  );
}
