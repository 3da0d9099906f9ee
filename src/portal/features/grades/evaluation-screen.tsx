/**
 * /teacher_teaching_class_evaluation (and its admin, wali kelas and curriculum_class variants): one student's
 * evaluation in one teaching class: every assessment with its score, remedial and where the number came from,
 * the final grade against the KKTP, and the capaian kompetensi the teacher may rewrite. The path's ids are the
 * teaching assignment (:id), the rombel (:id2), the semester (:id3) and the student (:id4); the legacy trailing
 * ids carry nothing.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { getGridContract, saveDescriptionContract, type gridSchema } from '../../../shared/api/grades/classes.ts';
import { kindLabels, type Aspect } from '../../../shared/grades/schemas.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Grid = z.output<typeof gridSchema>;

/** The evaluation route of each variant, with the ids its path carries (the unused ones filled with 0). */
const VARIANTS: Record<string, { route: string; ids: number; back: string }> = {
  teacher: { route: 'teacher_teaching_class_evaluation', ids: 8, back: 'teacher_teaching_class_detail' },
  admin: { route: 'teacher_teaching_class_evaluation_admin', ids: 9, back: 'teacher_teaching_class_detail_admin' },
  homeroom: { route: 'teacher_teaching_class_evaluation_wali_kelas', ids: 9, back: 'teacher_teaching_class_detail_wali_kelas' },
  curriculumAdmin: { route: 'curriculum_class_evaluation_admin', ids: 10, back: 'curriculum_class_detail_admin' },
  curriculumHomeroom: { route: 'curriculum_class_evaluation_wali_kelas', ids: 10, back: 'curriculum_class_detail_wali_kelas' },
};
export type EvaluationVariant = keyof typeof VARIANTS;

const idsOf = (n: number, head: number[]) => Object.fromEntries(Array.from({ length: n }, (_, i) => [i === 0 ? 'id' : `id${i + 1}`, head[i] ?? 0]));

/** The address of one student's evaluation in a class, for a grid's link. */
export function evaluationPath(variant: EvaluationVariant, assignmentId: number, sectionId: number, semester: string, studentId: number): string {
  const v = VARIANTS[variant];
  return routeTo(v.route, idsOf(v.ids, [assignmentId, sectionId, Number(semester), studentId]));
}

export function EvaluationScreen({ variant }: { variant: EvaluationVariant }) {
  const params = useParams();
  const id = Number(params.id);
  const studentId = Number(params.id4);
  const loaded = useApiData(() => call(getGridContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat evaluasi…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <Evaluation key={`${id}-${studentId}`} initial={loaded.data} studentId={studentId} variant={variant} />;
}

function Evaluation({ initial, studentId, variant }: { initial: Grid; studentId: number; variant: EvaluationVariant }) {
  const [grid, setGrid] = useState(initial);
  const navigate = useNavigate();
  const student = grid.students.find((s) => s.id === studentId) ?? grid.students[0];
  const [draft, setDraft] = useState<Record<Aspect, string | null>>({ pengetahuan: null, keterampilan: null });
  const labels = kindLabels(grid.layout);
  const k13 = grid.layout === 'k13';
  const v = VARIANTS[variant];
  const back = routeTo(v.back, idsOf(v.back === 'teacher_teaching_class_detail' ? 3 : 4, [grid.id, grid.sectionId, Number(grid.semester)]));
  if (!student) return <p>Belum ada siswa di rombel ini.</p>;
  const save = (aspect: Aspect) =>
    act(async () => {
      setGrid(await call(saveDescriptionContract, { params: { id: grid.id }, input: { studentId: student.id, aspect, description: draft[aspect] ?? '' } }));
      setDraft((d) => ({ ...d, [aspect]: null }));
    }, 'Capaian disimpan');
  const aspects: Aspect[] = k13 ? ['pengetahuan', 'keterampilan'] : ['pengetahuan'];
  return (
    <section>
      <p className="mb-1">
        <Link to={back}>&larr; Daftar nilai {grid.courseName}</Link>
      </p>
      <h1 className="h4">Evaluasi {student.name}</h1>
      <p className="small text-body-secondary mb-2">
        {grid.courseName} · {grid.sectionName} · semester {grid.semester} · guru {grid.teacherName} · KKTP {grid.kkm}
      </p>
      <div className="mb-3" style={{ maxWidth: '22rem' }}>
        <label className="form-label small" htmlFor="evaluasi-siswa">
          Siswa
        </label>
        <select
          id="evaluasi-siswa"
          className="form-select form-select-sm"
          value={student.id}
          onChange={(e) => void navigate(evaluationPath(variant, grid.id, grid.sectionId, grid.semester, Number(e.target.value)))}
        >
          {grid.students.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {grid.lock && (
        <div className="alert alert-warning py-2" role="status">
          {grid.lock}
        </div>
      )}
      {grid.assessments.length === 0 ? (
        <p>Belum ada penilaian di kelas ini.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="table-responsive border rounded mb-3" role="region" aria-label="Nilai per penilaian" tabIndex={0}>
          <table className="table table-sm table-bordered small mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col">Penilaian</th>
                <th scope="col">Jenis</th>
                {k13 && <th scope="col">Aspek</th>}
                <th scope="col">Tujuan pembelajaran</th>
                <th scope="col">Nilai</th>
                <th scope="col">Remedial</th>
                <th scope="col">Sumber</th>
              </tr>
            </thead>
            <tbody>
              {grid.assessments.map((a) => {
                const cell = student.cells[a.id];
                const score = cell?.score ?? null;
                return (
                  <tr key={a.id}>
                    <th scope="row" className="fw-normal">
                      {a.title}
                    </th>
                    <td>{labels[a.kind]}</td>
                    {k13 && <td>{a.aspect}</td>}
                    <td>{a.objective ?? '–'}</td>
                    <td className={`text-center ${score !== null && score < grid.kkm ? 'text-danger fw-semibold' : ''}`}>{score ?? '–'}</td>
                    <td className="text-center">{cell?.remedial ?? '–'}</td>
                    <td>{a.source}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <dl className="row small mb-3">
        <dt className="col-sm-4">{k13 ? 'Nilai pengetahuan' : 'Nilai akhir'}</dt>
        <dd className="col-sm-8">
          {student.finalGrade ?? 'Belum ada nilai'}
          {student.finalGrade !== null && (student.finalGrade < grid.kkm ? ' · belum mencapai KKTP' : ' · tuntas')}
        </dd>
        {k13 && (
          <>
            <dt className="col-sm-4">Nilai keterampilan</dt>
            <dd className="col-sm-8">{student.skillsGrade ?? 'Belum ada nilai'}</dd>
          </>
        )}
      </dl>
      {aspects.map((aspect) => {
        const text = aspect === 'keterampilan' ? student.skillsCapaian : student.capaian;
        const edited = aspect === 'keterampilan' ? student.skillsEdited : student.capaianEdited;
        const fieldId = `capaian-${aspect}`;
        return (
          <div key={aspect} className="mb-3">
            <label className="form-label fw-semibold" htmlFor={fieldId}>
              {k13 ? `Deskripsi ${aspect}` : 'Capaian kompetensi'}{' '}
              {edited ? <span className="badge text-bg-info">ditulis guru</span> : <span className="badge text-bg-light">otomatis dari TP</span>}
            </label>
            <textarea
              id={fieldId}
              className="form-control"
              rows={3}
              value={draft[aspect] ?? text}
              readOnly={!grid.canEdit}
              onChange={(e) => setDraft((d) => ({ ...d, [aspect]: e.target.value }))}
            />
            {grid.canEdit && (
              <div className="d-flex flex-wrap gap-2 mt-1">
                <button type="button" className="btn btn-sm btn-primary" disabled={draft[aspect] === null} onClick={() => void save(aspect)}>
                  Simpan capaian
                </button>
                <span className="form-text">Kosongkan lalu simpan untuk kembali ke deskripsi otomatis.</span>
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}

export const TeacherEvaluation = () => <EvaluationScreen variant="teacher" />;
export const AdminEvaluation = () => <EvaluationScreen variant="admin" />;
export const HomeroomEvaluation = () => <EvaluationScreen variant="homeroom" />;
export const CurriculumAdminEvaluation = () => <EvaluationScreen variant="curriculumAdmin" />;
export const CurriculumHomeroomEvaluation = () => <EvaluationScreen variant="curriculumHomeroom" />;
