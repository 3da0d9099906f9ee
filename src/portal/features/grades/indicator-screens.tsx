/**
 * /indicator_assessment: for one of the teacher's classes, every indicator (the school's TPs of the course and
 * grade from the curriculum module, then the free-text TPs of the columns) with the assessments that measure it,
 * the class average, and which TPs are not assessed yet. /indicator_assessment_detail?kelas=…&tp=…: one TP
 * student by student (each assessment's score, the mean, reached or not). Both read the class's grid.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { getGridContract, type gridSchema } from '../../../shared/api/grades/classes.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ClassPicker } from './class-picker.tsx';
import { mean, studentMeans, TpStudentsTable } from './tp-students.tsx';

type Grid = z.output<typeof gridSchema>;
interface Indicator {
  key: string;
  code: string | null;
  text: string;
  assessmentIds: number[];
}

/** The class's indicators: curriculum TPs first (keyed `o<id>`), then free-text TPs of columns (keyed `t<text>`). */
function indicatorsOf(g: Grid): Indicator[] {
  const out: Indicator[] = g.objectives.map((o) => ({
    key: `o${o.id}`,
    code: o.code,
    text: o.description,
    assessmentIds: g.assessments.filter((a) => a.objectiveId === o.id).map((a) => a.id),
  }));
  const free = new Map<string, number[]>();
  for (const a of g.assessments) if (a.objectiveId === null && a.objective) free.set(a.objective, [...(free.get(a.objective) ?? []), a.id]);
  for (const [text, ids] of free) out.push({ key: `t${text}`, code: null, text, assessmentIds: ids });
  return out;
}

function WithGrid({ id, children }: { id: number; children: (g: Grid) => ReactNode }) {
  const loaded = useApiData(() => call(getGridContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat indikator…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <>{children(loaded.data)}</>;
}

export function IndicatorScreen() {
  return (
    <ClassPicker title="Penilaian Indikator" note="TP (indikator) kelas ini, penilaian yang mengukurnya, dan TP yang belum dinilai.">
      {(id) => (
        <WithGrid key={id} id={id}>
          {(g) => {
            const list = indicatorsOf(g);
            const missing = list.filter((i) => !i.assessmentIds.length).length;
            if (!list.length) return <p>Belum ada TP untuk mapel dan tingkat ini, dan belum ada penilaian dengan TP.</p>;
            return (
              <>
                <p className="small">
                  {list.length} indikator · {missing} belum dinilai · KKTP {g.kkm}
                </p>
                <ul className="list-group">
                  {list.map((i) => {
                    const rows = studentMeans(g, i.assessmentIds).filter((r) => r.mean !== null);
                    const avg = mean(rows.map((r) => r.mean!));
                    return (
                      <li key={i.key} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                        <div className="me-auto">
                          {i.code && <span className="badge text-bg-light border me-1">{i.code}</span>}
                          {i.text}
                          <div className="small text-body-secondary">
                            {i.assessmentIds.length ? (
                              `${i.assessmentIds.length} penilaian · rata-rata ${avg ?? '–'} · ${rows.filter((r) => r.mean! >= g.kkm).length}/${rows.length} mencapai KKTP`
                            ) : (
                              <span className="text-danger">Belum dinilai</span>
                            )}
                          </div>
                        </div>
                        {i.assessmentIds.length > 0 && (
                          <Link
                            className="btn btn-sm btn-outline-primary"
                            to={`${routeTo('indicator_assessment_detail')}?kelas=${g.id}&tp=${encodeURIComponent(i.key)}`}
                            aria-label={`Rincian ${i.text}`}
                          >
                            Rincian
                          </Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            );
          }}
        </WithGrid>
      )}
    </ClassPicker>
  );
}

export function IndicatorDetailScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('kelas'));
  const key = params.get('tp') ?? '';
  if (!id)
    return (
      <p>
        Pilih kelas dan indikator dari <Link to={routeTo('indicator_assessment')}>Penilaian Indikator</Link>.
      </p>
    );
  return (
    <WithGrid id={id}>
      {(g) => {
        const indicator = indicatorsOf(g).find((i) => i.key === key);
        if (!indicator)
          return (
            <p>
              Indikator tidak ditemukan di kelas ini. <Link to={routeTo('indicator_assessment')}>Kembali</Link>
            </p>
          );
        return (
          <section>
            <p className="mb-1">
              <Link to={`${routeTo('indicator_assessment')}?kelas=${g.id}`}>&larr; Penilaian indikator</Link>
            </p>
            <h1 className="h4">
              {indicator.code ? `${indicator.code} ` : ''}
              {indicator.text}
            </h1>
            <p className="small text-body-secondary">
              {g.courseName} · {g.sectionName} · semester {g.semester} · KKTP {g.kkm}
            </p>
            <TpStudentsTable grid={g} assessmentIds={indicator.assessmentIds} label="Nilai indikator per siswa" />
          </section>
        );
      }}
    </WithGrid>
  );
}
