/**
 * /rekap_un_us: the ujian sekolah (US) scores of a final-grade rombel, subject × student, typed by the office or
 * taken per subject from a finished exam's final results; averages per subject and student; Excel download.
 * Ujian Nasional ended in 2021, so the recap holds the ujian sekolah.
 */
import { useState } from 'react';
import type { z } from 'zod';
import {
  finalExamsContract,
  finalExamsXlsxContract,
  importFinalExamContract,
  saveFinalExamsContract,
  type finalExamsSchema,
} from '../../../shared/api/grades/graduation.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { FinalSectionPicker } from './final-section-picker.tsx';
import { parseCell } from './grid-cells.ts';

type Recap = z.output<typeof finalExamsSchema>;

export default function FinalExamsScreen() {
  return (
    <FinalSectionPicker title="Rekap Nilai Ujian Sekolah" note="Nilai ujian sekolah (US) tiap mapel; Ujian Nasional sudah dihapus sejak 2021.">
      {(id) => <Loader key={id} id={id} />}
    </FinalSectionPicker>
  );
}

function Loader({ id }: { id: number }) {
  const loaded = useApiData(() => call(finalExamsContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat nilai ujian sekolah…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <RecapTable initial={loaded.data} />;
}

function RecapTable({ initial }: { initial: Recap }) {
  const [r, setR] = useState(initial);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const key = (courseId: number, studentId: number) => `${courseId}:${studentId}`;
  const bad = Object.entries(edits).filter(([, v]) => 'error' in parseCell(v));
  const save = () => {
    if (bad.length) {
      setError('Perbaiki nilai yang ditandai merah (0–100).');
      return;
    }
    const cells = Object.entries(edits).map(([k, v]) => {
      const [courseId, studentId] = k.split(':').map(Number);
      const revision = r.rows.find((x) => x.studentId === studentId)?.scores[String(courseId)]?.revision ?? 0;
      return { courseId, studentId, score: (parseCell(v) as { score: number | null }).score, revision };
    });
    return act(async () => {
      setR(await call(saveFinalExamsContract, { params: { id: r.section.id }, input: { cells } }));
      setEdits({});
      setError(null);
    }, 'Nilai ujian sekolah disimpan');
  };
  const take = (courseId: number, examScheduleId: number) =>
    act(
      async () => setR(await call(importFinalExamContract, { params: { id: r.section.id }, input: { courseId, examScheduleId } })),
      'Nilai diambil dari ujian',
    );
  const download = () =>
    saveDownload(pathOf(finalExamsXlsxContract, { id: r.section.id }), { fallbackName: 'rekap-us.xlsx' }).catch((e: unknown) => setError(downloadFailure(e)));
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void download()}>
          Unduh Excel
        </button>
        {error && (
          <span className="small text-danger" role="alert">
            {error}
          </span>
        )}
      </div>
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className="table-responsive border rounded mb-2" style={{ maxHeight: '70vh' }} role="region" aria-label="Nilai ujian sekolah" tabIndex={0}>
        <table className="table table-sm table-bordered small mb-0 align-middle">
          <thead className="table-light sticky-top">
            <tr>
              <th scope="col">Siswa</th>
              {r.subjects.map((s) => (
                <th scope="col" key={s.courseId} className="text-center">
                  {s.name}
                </th>
              ))}
              <th scope="col">Rata-rata</th>
            </tr>
            {r.canEdit && (
              <tr>
                <td className="small text-body-secondary">Ambil dari ujian</td>
                {r.subjects.map((s) => (
                  <td key={s.courseId}>
                    {s.exams.length ? (
                      <select
                        aria-label={`Ambil nilai ${s.name} dari ujian`}
                        className="form-select form-select-sm"
                        value=""
                        onChange={(e) => e.target.value && void take(s.courseId, Number(e.target.value))}
                      >
                        <option value="">—</option>
                        {s.exams.map((x) => (
                          <option key={x.id} value={x.id}>
                            {x.title}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span className="text-body-secondary">–</span>
                    )}
                  </td>
                ))}
                <td />
              </tr>
            )}
          </thead>
          <tbody>
            {r.rows.map((row) => (
              <tr key={row.studentId}>
                <th scope="row" className="fw-normal text-nowrap">
                  {row.name}
                </th>
                {r.subjects.map((s) => {
                  const k = key(s.courseId, row.studentId);
                  const cell = row.scores[String(s.courseId)];
                  const text = edits[k] ?? (cell?.score ?? '').toString();
                  if (!r.canEdit)
                    return (
                      <td key={s.courseId} className="text-center">
                        {text || '–'}
                      </td>
                    );
                  return (
                    <td key={s.courseId} className={`p-0 ${edits[k] !== undefined ? 'bg-warning-subtle' : ''}`}>
                      <input
                        aria-label={`US ${s.name} ${row.name}`}
                        inputMode="decimal"
                        className={`form-control form-control-sm border-0 text-center bg-transparent ${'error' in parseCell(text) ? 'is-invalid' : ''}`}
                        style={{ minWidth: '4rem' }}
                        value={text}
                        title={cell?.fromExam ? 'Diambil dari hasil ujian' : undefined}
                        onChange={(e) => setEdits({ ...edits, [k]: e.target.value })}
                      />
                    </td>
                  );
                })}
                <td className="text-center">{row.average ?? '–'}</td>
              </tr>
            ))}
            <tr className="table-light">
              <th scope="row">Rata-rata mapel</th>
              {r.subjects.map((s) => (
                <td key={s.courseId} className="text-center">
                  {s.average ?? '–'}
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      {r.canEdit && (
        <button type="button" className="btn btn-primary" disabled={!Object.keys(edits).length} onClick={() => void save()}>
          Simpan{Object.keys(edits).length ? ` (${Object.keys(edits).length})` : ''}
        </button>
      )}
    </>
  );
}
