/**
 * /teacher_teaching_class_achieve: how far a class reached each tujuan pembelajaran (TP): per TP the class
 * average, how many students reached the KKTP, and who still needs help. Read from the class's grid: the TPs are
 * the assessments' own (free text until the curriculum module gives TPs).
 */
import { getGridContract } from '../../../shared/api/grades/classes.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { Link } from 'react-router';
import { ClassPicker } from './class-picker.tsx';
import { targetPath } from './achieve-target-screen.tsx';

export default function AchieveScreen() {
  return (
    <ClassPicker title="Ketercapaian Tujuan Pembelajaran" note="Rata-rata kelas dan siswa yang belum mencapai KKTP, per TP.">
      {(id) => <Achievement key={id} id={id} />}
    </ClassPicker>
  );
}

function Achievement({ id }: { id: number }) {
  const loaded = useApiData(() => call(getGridContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Menghitung ketercapaian…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const g = loaded.data;
  const byTp = new Map<string, { scores: Map<number, number[]> }>();
  for (const a of g.assessments) {
    if (!a.objective) continue;
    const tp = byTp.get(a.objective) ?? { scores: new Map() };
    byTp.set(a.objective, tp);
    for (const s of g.students) {
      const score = s.cells[a.id]?.score;
      if (score !== null && score !== undefined) tp.scores.set(s.id, [...(tp.scores.get(s.id) ?? []), score]);
    }
  }
  const rows = [...byTp].map(([objective, { scores }]) => {
    const means = [...scores].map(([studentId, list]) => ({ studentId, mean: list.reduce((x, y) => x + y, 0) / list.length }));
    const below = means.filter((m) => m.mean < g.kkm).map((m) => g.students.find((s) => s.id === m.studentId)!.name);
    const average = means.length ? Math.round((means.reduce((x, m) => x + m.mean, 0) / means.length) * 10) / 10 : null;
    return { objective, average, reached: means.length - below.length, scored: means.length, below };
  });
  if (!rows.length) return <p>Belum ada penilaian dengan TP di kelas ini. Isi TP saat menambah penilaian.</p>;
  return (
    <div className="table-responsive">
      <p className="mb-2">
        <Link className="btn btn-sm btn-outline-primary" to={targetPath(g)}>
          Target per TP dan rincian siswa
        </Link>
      </p>
      <table className="table table-sm table-bordered small">
        <caption className="caption-top">
          {g.courseName} · {g.sectionName} · KKTP {g.kkm}
        </caption>
        <thead className="table-light">
          <tr>
            <th scope="col">Tujuan pembelajaran</th>
            <th scope="col">Rata-rata</th>
            <th scope="col">Mencapai KKTP</th>
            <th scope="col">Perlu bantuan</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.objective}>
              <td>{r.objective}</td>
              <td className={`text-center ${r.average !== null && r.average < g.kkm ? 'text-danger fw-semibold' : ''}`}>{r.average ?? '–'}</td>
              <td className="text-center">
                {r.reached}/{r.scored}
              </td>
              <td>{r.below.length ? r.below.join(', ') : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
