/**
 * /teacher_teaching_class_detail/:id/:id2/:id3: the grade grid of one teaching class. Columns are the
 * assessments (formatif, sumatif, STS, SAS); an exam's column fills itself from the exam's final results.
 * Tab moves right, Enter moves down, a block pasted from Excel fills from the cell it lands in; "Simpan" sends
 * every changed cell in one call and says "Tersimpan". Scores under the KKM/KKTP are marked.
 */
import { useMemo, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import Swal from 'sweetalert2';
import {
  createAssessmentContract,
  deleteAssessmentContract,
  getGridContract,
  saveDescriptionContract,
  saveScoresContract,
  type gridSchema,
} from '../../../shared/api/grades/classes.ts';
import { kindLabels, type Aspect, type AssessmentKind } from '../../../shared/grades/schemas.ts';
import type { z } from 'zod';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { act } from '../../lib/act.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { cellKey, parseCell } from './grid-cells.ts';
import { pastedCells } from '../../lib/paste-block.ts';
import { AddAssessment } from './add-assessment.tsx';
import { evaluationPath, type EvaluationVariant } from './evaluation-screen.tsx';

type Grid = z.output<typeof gridSchema>;
const SHORT: Record<'merdeka' | 'k13', Record<AssessmentKind, string>> = {
  merdeka: { formatif: 'F', sumatif: 'S', sts: 'STS', sas: 'SAS' },
  k13: { formatif: 'T', sumatif: 'PH', sts: 'PTS', sas: 'PAS' },
};
/** A column filled by another module (an exam, a class room assignment): read-only here. */
const fed = (a: Grid['assessments'][number]) => a.examScheduleId !== null || a.roomAssignmentId !== null;

export const AdminGridScreen = () => <GridScreen variant="admin" />;
export const HomeroomGridScreen = () => <GridScreen variant="homeroom" />;
export const CurriculumAdminGridScreen = () => <GridScreen variant="curriculumAdmin" />;
export const CurriculumHomeroomGridScreen = () => <GridScreen variant="curriculumHomeroom" />;

export default function GridScreen({ variant = 'teacher' }: { variant?: EvaluationVariant }) {
  const id = Number(useParams().id);
  const loaded = useApiData(() => call(getGridContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat daftar nilai…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <GridEditor key={id} initial={loaded.data} reload={loaded.retry} evaluation={variant} />;
}

/** The grid of one class; `kinds` narrows the columns (daily, STS or SAS entry), `[]` shows only the results. */
export function GridEditor({
  initial,
  reload,
  kinds,
  back = true,
  evaluation,
}: {
  initial: Grid;
  reload: () => void;
  kinds?: readonly AssessmentKind[];
  back?: boolean;
  evaluation?: EvaluationVariant;
}) {
  const [full, setGrid] = useState(initial);
  const grid = useMemo(() => (kinds ? { ...full, assessments: full.assessments.filter((a) => kinds.includes(a.kind)) } : full), [full, kinds]);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const editable = useMemo(() => grid.assessments.filter((a) => !fed(a)), [grid]);
  const labels = kindLabels(grid.layout);
  const k13 = grid.layout === 'k13';
  const readOnly = !grid.canEdit;
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(edits).flatMap(([k, v]) => {
          const p = parseCell(v);
          return 'error' in p ? [[k, p.error]] : [];
        }),
      ),
    [edits],
  );
  const dirty = Object.keys(edits).length;

  const valueOf = (aid: number, sid: number, cells: Grid['students'][number]['cells']) => edits[cellKey(aid, sid)] ?? (cells[aid]?.score ?? '').toString();
  const type = (aid: number, sid: number, text: string) => {
    setEdits((e) => ({ ...e, [cellKey(aid, sid)]: text }));
    setStatus('');
  };
  const focus = (row: number, col: number) => document.querySelector<HTMLInputElement>(`[data-cell="${row}:${col}"]`)?.focus();
  const onKey = (e: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    if (e.key === 'Enter' || e.key === 'ArrowDown') {
      e.preventDefault();
      focus(e.shiftKey ? row - 1 : row + 1, col);
    }
    if (e.key === 'ArrowUp') {
      e.preventDefault();
      focus(row - 1, col);
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const next = pastedCells(e.clipboardData.getData('text'), row, col, grid.students, editable, (student, column) => cellKey(column.id, student.id));
    if (!next) return;
    e.preventDefault();
    setEdits((e0) => ({ ...e0, ...next }));
    setStatus(`${Object.keys(next).length} nilai ditempel, belum disimpan.`);
  };

  const save = async () => {
    if (Object.keys(errors).length) {
      setStatus('Perbaiki sel yang ditandai merah dulu.');
      return;
    }
    const cells = Object.entries(edits).map(([k, v]) => {
      const [assessmentId, studentId] = k.split(':').map(Number);
      const old = grid.students.find((s) => s.id === studentId)?.cells[assessmentId];
      return { assessmentId, studentId, score: (parseCell(v) as { score: number | null }).score, revision: old?.revision ?? 0 };
    });
    setBusy(true);
    try {
      const next = await call(saveScoresContract, { params: { id: grid.id }, input: { cells } });
      setGrid(next);
      setEdits({});
      setStatus(`Tersimpan (${cells.length} nilai) pukul ${new Date().toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' })}.`);
    } catch (error) {
      const f = toFailure(error);
      await Swal.fire({ icon: f.status === 409 ? 'warning' : 'error', title: f.status === 409 ? 'Belum tersimpan' : 'Gagal', text: failureText(f) });
      if (f.status === 409) reload();
      else setStatus('Belum tersimpan.');
    } finally {
      setBusy(false);
    }
  };

  const removeColumn = async (a: Grid['assessments'][number]) => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: `Hapus "${a.title}"?`,
      text: 'Semua nilai pada kolom ini ikut terhapus.',
      showCancelButton: true,
      confirmButtonText: 'Hapus',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed) await act(async () => setGrid(await call(deleteAssessmentContract, { params: { id: a.id } })), 'Penilaian dihapus');
  };
  const editCapaian = async (s: Grid['students'][number], aspect: Aspect = 'pengetahuan') => {
    const current = aspect === 'keterampilan' ? s.skillsCapaian : s.capaian;
    const what = k13 ? `Deskripsi ${aspect}` : 'Capaian kompetensi';
    const answer = await Swal.fire({
      title: `${what} ${s.name}`,
      input: 'textarea',
      inputValue: current,
      inputLabel: 'Kosongkan untuk memakai deskripsi otomatis dari TP',
      showCancelButton: true,
      confirmButtonText: 'Simpan',
      cancelButtonText: 'Batal',
    });
    if (answer.isConfirmed)
      await act(
        async () =>
          setGrid(
            await call(saveDescriptionContract, { params: { id: grid.id }, input: { studentId: s.id, aspect, description: String(answer.value ?? '') } }),
          ),
        'Deskripsi disimpan',
      );
  };

  return (
    <section>
      {back && (
        <p className="mb-1">
          <Link to={routeTo('teacher_teaching_class')}>&larr; Kelas mengajar</Link>
        </p>
      )}
      {back ? (
        <h1 className="h4">
          Nilai {grid.courseName} · {grid.sectionName}
        </h1>
      ) : (
        <h2 className="h5">
          {grid.courseName} · {grid.sectionName}
        </h2>
      )}
      <p className="small text-body-secondary mb-2">
        Semester {grid.semester} · Guru {grid.teacherName} · KKTP {grid.kkm}
        {grid.kkmSet ? '' : ' (bawaan, belum diatur sekolah)'} · Bobot{' '}
        {Object.entries(grid.weights)
          .map(([k, w]) => `${labels[k as AssessmentKind] ?? k} ${w}%`)
          .join(', ')}
        {k13 ? ' · Kurikulum 2013: pengetahuan dan keterampilan dinilai terpisah' : ''}
      </p>
      {grid.lock && (
        <div className="alert alert-warning py-2" role="status">
          {grid.lock}
        </div>
      )}
      {grid.canEdit && (!kinds || kinds.length > 0) && (
        <AddAssessment
          kinds={kinds}
          exams={grid.exams}
          rooms={grid.rooms}
          objectives={grid.objectives}
          layout={grid.layout}
          onAdd={async (input) => act(async () => setGrid(await call(createAssessmentContract, { params: { id: grid.id }, input })), 'Penilaian ditambahkan')}
        />
      )}
      {grid.assessments.length === 0 && (!kinds || kinds.length > 0) ? (
        <p>Belum ada penilaian. Tambahkan kolom penilaian pertama.</p>
      ) : (
        // A scrolling table must be reachable by keyboard when it holds no field (the read-only views).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="table-responsive border rounded mb-2" style={{ maxHeight: '70vh' }} role="region" aria-label="Tabel nilai" tabIndex={0}>
          <table className="table table-sm table-bordered align-middle mb-0 grade-grid">
            <thead className="table-light sticky-top">
              <tr>
                <th scope="col" style={{ minWidth: '9rem' }}>
                  Siswa
                </th>
                {grid.assessments.map((a) => (
                  <th
                    scope="col"
                    key={a.id}
                    className="text-center small"
                    title={[labels[a.kind], a.objective && `TP: ${a.objective}`, a.source].filter(Boolean).join('\n')}
                  >
                    <span className="badge text-bg-light border me-1">
                      {SHORT[grid.layout][a.kind]}
                      {k13 ? (a.aspect === 'keterampilan' ? '·K' : '·P') : ''}
                    </span>
                    {a.title}
                    {a.examScheduleId && <div className="fw-normal text-body-secondary">dari ujian</div>}
                    {a.roomAssignmentId && <div className="fw-normal text-body-secondary">dari tugas</div>}
                    {grid.canEdit && (
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 ms-1 text-danger"
                        aria-label={`Hapus penilaian ${a.title}`}
                        onClick={() => void removeColumn(a)}
                      >
                        ×
                      </button>
                    )}
                  </th>
                ))}
                <th scope="col" className="text-center">
                  {k13 ? 'NA Pengetahuan' : 'Nilai Akhir'}
                </th>
                {k13 && (
                  <th scope="col" className="text-center">
                    NA Keterampilan
                  </th>
                )}
                <th scope="col" style={{ minWidth: '14rem' }}>
                  {k13 ? 'Deskripsi' : 'Capaian Kompetensi'}
                </th>
              </tr>
            </thead>
            <tbody>
              {grid.students.map((s, row) => (
                <tr key={s.id}>
                  <th scope="row" className="small fw-normal">
                    {evaluation ? (
                      <Link to={evaluationPath(evaluation, grid.id, grid.sectionId, grid.semester, s.id)} title="Evaluasi siswa">
                        {s.name}
                      </Link>
                    ) : (
                      s.name
                    )}
                  </th>
                  {grid.assessments.map((a) => {
                    const key = cellKey(a.id, s.id);
                    const text = valueOf(a.id, s.id, s.cells);
                    const n = Number(text.replace(',', '.'));
                    const low = text !== '' && !errors[key] && n < grid.kkm;
                    const remedial = s.cells[a.id]?.remedial;
                    if (fed(a) || readOnly) {
                      return (
                        <td key={a.id} className={`text-center ${low ? 'text-danger fw-semibold' : ''}`} title={fed(a) ? a.source : undefined}>
                          {text || '–'}
                          {remedial != null && (
                            <sup className="text-success ms-1" title="Nilai remedial">
                              R{remedial}
                            </sup>
                          )}
                        </td>
                      );
                    }
                    const col = editable.indexOf(a);
                    return (
                      <td key={a.id} className={`p-0 ${edits[key] !== undefined ? 'bg-warning-subtle' : ''}`}>
                        <input
                          className={`form-control form-control-sm border-0 text-center rounded-0 bg-transparent ${errors[key] ? 'is-invalid' : low ? 'text-danger fw-semibold' : ''}`}
                          style={{ minWidth: '4rem' }}
                          inputMode="decimal"
                          aria-label={`${a.title} ${s.name}`}
                          aria-invalid={!!errors[key]}
                          title={errors[key] ?? (low ? `Di bawah KKTP ${grid.kkm}` : undefined)}
                          data-cell={`${row}:${col}`}
                          value={text}
                          onChange={(e) => type(a.id, s.id, e.target.value)}
                          onKeyDown={(e) => onKey(e, row, col)}
                          onPaste={(e) => onPaste(e, row, col)}
                        />
                      </td>
                    );
                  })}
                  <td className={`text-center fw-semibold ${s.finalGrade !== null && s.finalGrade < grid.kkm ? 'text-danger' : ''}`}>{s.finalGrade ?? '–'}</td>
                  {k13 && (
                    <td className={`text-center fw-semibold ${s.skillsGrade !== null && s.skillsGrade < grid.kkm ? 'text-danger' : ''}`}>
                      {s.skillsGrade ?? '–'}
                    </td>
                  )}
                  <td className="small">
                    {s.capaian || <span className="text-body-secondary">Isi TP pada penilaian agar deskripsi tersusun.</span>}
                    {s.capaianEdited && <span className="badge text-bg-light border ms-1">ditulis guru</span>}
                    {grid.canEdit && (
                      <button type="button" className="btn btn-link btn-sm p-0 ms-1" aria-label={`Ubah capaian ${s.name}`} onClick={() => void editCapaian(s)}>
                        Ubah
                      </button>
                    )}
                    {k13 && (
                      <div className="mt-1">
                        <span className="text-body-secondary">Keterampilan: </span>
                        {s.skillsCapaian || '–'}
                        {grid.canEdit && (
                          <button
                            type="button"
                            className="btn btn-link btn-sm p-0 ms-1"
                            aria-label={`Ubah deskripsi keterampilan ${s.name}`}
                            onClick={() => void editCapaian(s, 'keterampilan')}
                          >
                            Ubah
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {grid.canEdit && editable.length > 0 && (
        <div className="d-flex flex-wrap gap-2 align-items-center position-sticky bottom-0 bg-body py-2">
          <button type="button" className="btn btn-primary" disabled={busy || dirty === 0} onClick={() => void save()}>
            {busy ? 'Menyimpan…' : `Simpan${dirty ? ` (${dirty})` : ''}`}
          </button>
          <span role="status" className="small">
            {status || (dirty ? `${dirty} nilai belum disimpan.` : '')}
          </span>
        </div>
      )}
      <p className="small text-body-secondary mt-2">
        Tab: sel kanan · Enter: sel bawah · Tempel blok dari Excel langsung ke sel pertama. Nilai merah di bawah KKTP.
      </p>
    </section>
  );
}
