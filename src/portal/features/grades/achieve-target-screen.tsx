/**
 * /teacher_teaching_class_achieve_target/:id/…: the TPs (tujuan pembelajaran) of one teaching class (:id) with
 * the class average and how many reached the KKTP; /teacher_teaching_class_achieve_target_detail/:id/…/:id4/…:
 * one TP (:id4 = an assessment of that TP) student by student: each assessment's score, the mean, reached or
 * not. The other legacy ids carry nothing. Read from the class's grid.
 */
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { getGridContract, type gridSchema } from '../../../shared/api/grades/classes.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { mean, studentMeans as scoresOn, TpStudentsTable } from './tp-students.tsx';

type Grid = z.output<typeof gridSchema>;
const ids = (n: number, head: number[]) => Object.fromEntries(Array.from({ length: n }, (_, i) => [i === 0 ? 'id' : `id${i + 1}`, head[i] ?? 0]));

export const targetPath = (g: Pick<Grid, 'id' | 'sectionId' | 'semester'>) =>
  routeTo('teacher_teaching_class_achieve_target', ids(7, [g.id, g.sectionId, Number(g.semester)]));
const detailPath = (g: Grid, assessmentId: number) =>
  routeTo('teacher_teaching_class_achieve_target_detail', ids(9, [g.id, g.sectionId, Number(g.semester), assessmentId]));

function useGrid() {
  const id = Number(useParams().id);
  return useApiData(() => call(getGridContract, { params: { id } }));
}

export default function AchieveTargetScreen() {
  const loaded = useGrid();
  if (loaded.state === 'loading') return <Loading label="Menghitung ketercapaian…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const g = loaded.data;
  const tps = new Map<string, number[]>();
  for (const a of g.assessments) if (a.objective) tps.set(a.objective, [...(tps.get(a.objective) ?? []), a.id]);
  return (
    <section>
      <p className="mb-1">
        <Link to={routeTo('teacher_teaching_class_achieve')}>&larr; Ketercapaian TP</Link>
      </p>
      <h1 className="h4">
        Target TP {g.courseName} · {g.sectionName}
      </h1>
      <p className="small text-body-secondary">
        Semester {g.semester} · KKTP {g.kkm} · {g.students.length} siswa
      </p>
      {tps.size === 0 ? (
        <p>Belum ada penilaian dengan TP di kelas ini. Isi TP saat menambah penilaian.</p>
      ) : (
        <ul className="list-group">
          {[...tps].map(([objective, assessmentIds]) => {
            const rows = scoresOn(g, assessmentIds).filter((r) => r.mean !== null);
            const reached = rows.filter((r) => r.mean! >= g.kkm).length;
            const avg = mean(rows.map((r) => r.mean!));
            const pct = rows.length ? Math.round((reached / rows.length) * 100) : 0;
            return (
              <li key={objective} className="list-group-item">
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <div className="me-auto">
                    <strong>{objective}</strong>
                    <div className="small text-body-secondary">
                      {assessmentIds.length} penilaian · rata-rata {avg ?? '–'} · {reached}/{rows.length} mencapai KKTP
                    </div>
                  </div>
                  <Link className="btn btn-sm btn-outline-primary" to={detailPath(g, assessmentIds[0])} aria-label={`Rincian ${objective}`}>
                    Rincian
                  </Link>
                </div>
                <div
                  className="progress mt-2"
                  role="progressbar"
                  aria-label={`Ketercapaian ${objective}`}
                  aria-valuenow={pct}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className={`progress-bar ${pct < 75 ? 'bg-warning' : 'bg-success'}`} style={{ width: `${pct}%` }}>
                    {pct}%
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function AchieveTargetDetailScreen() {
  const loaded = useGrid();
  const assessmentId = Number(useParams().id4);
  if (loaded.state === 'loading') return <Loading label="Memuat rincian TP…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const g = loaded.data;
  const objective = g.assessments.find((a) => a.id === assessmentId)?.objective;
  if (!objective)
    return (
      <p>
        TP ini tidak ditemukan di kelas {g.courseName} · {g.sectionName}.
      </p>
    );
  const columns = g.assessments.filter((a) => a.objective === objective);
  return (
    <section>
      <p className="mb-1">
        <Link to={targetPath(g)}>&larr; Target TP {g.courseName}</Link>
      </p>
      <h1 className="h4">{objective}</h1>
      <p className="small text-body-secondary">
        {g.courseName} · {g.sectionName} · semester {g.semester} · KKTP {g.kkm}
      </p>
      <TpStudentsTable grid={g} assessmentIds={columns.map((c) => c.id)} label="Ketercapaian per siswa" />
    </section>
  );
}
