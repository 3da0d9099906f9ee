/** One TP (tujuan pembelajaran) student by student: each assessment's score, the mean, reached the KKTP or not. */
import type { z } from 'zod';
import type { gridSchema } from '../../../shared/api/grades/classes.ts';

type Grid = z.output<typeof gridSchema>;

export const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null);

/** Each student's scores on some assessments, and their mean. */
export const studentMeans = (g: Grid, assessmentIds: number[]) =>
  g.students.map((s) => {
    const scores = assessmentIds.map((a) => s.cells[a]?.score ?? null);
    return { student: s, scores, mean: mean(scores.filter((n): n is number => n !== null)) };
  });

export function TpStudentsTable({ grid: g, assessmentIds, label }: { grid: Grid; assessmentIds: number[]; label: string }) {
  const columns = assessmentIds.map((id) => g.assessments.find((a) => a.id === id)!).filter(Boolean);
  const rows = studentMeans(
    g,
    columns.map((c) => c.id),
  );
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="table-responsive border rounded" role="region" aria-label={label} tabIndex={0}>
      <table className="table table-sm table-bordered small mb-0">
        <thead className="table-light">
          <tr>
            <th scope="col">Nama</th>
            {columns.map((c) => (
              <th scope="col" key={c.id}>
                {c.title}
              </th>
            ))}
            <th scope="col">Rata-rata</th>
            <th scope="col">Keterangan</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.student.id}>
              <th scope="row" className="fw-normal">
                {r.student.name}
              </th>
              {r.scores.map((n, i) => (
                <td key={columns[i].id} className="text-center">
                  {n ?? '–'}
                </td>
              ))}
              <td className={`text-center ${r.mean !== null && r.mean < g.kkm ? 'text-danger fw-semibold' : ''}`}>{r.mean ?? '–'}</td>
              <td>{r.mean === null ? 'Belum dinilai' : r.mean >= g.kkm ? 'Tercapai' : 'Perlu bantuan'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
