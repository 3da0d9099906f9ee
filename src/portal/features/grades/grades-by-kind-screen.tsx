/**
 * Grade entry by kind: /nilaiharian and /new_nilai_harian (formatif and sumatif), /nilaimid (STS),
 * /nilaisemester (SAS), /teacher_teaching_class_process (the results: final grade and capaian), and
 * /walikelas_nilai_harian (the homeroom teacher reads every subject's daily grades of their rombel). Pick a
 * class, then the same grid as the class page, narrowed to those columns.
 */
import { useSearchParams } from 'react-router';
import { getGridContract, listClassesContract } from '../../../shared/api/grades/classes.ts';
import type { AssessmentKind } from '../../../shared/grades/schemas.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { GridEditor } from './grid-screen.tsx';

export interface ByKindProps {
  title: string;
  kinds: readonly AssessmentKind[];
  scope?: 'mine' | 'homeroom';
  note: string;
}

export function GradesByKind({ title, kinds, scope = 'mine', note }: ByKindProps) {
  const [params, setParams] = useSearchParams();
  const list = useApiData(() => call(listClassesContract, { input: { scope } }));
  if (list.state === 'loading') return <Loading label="Memuat kelas…" />;
  if (list.state === 'failed') return <LoadFailed message={list.message} onRetry={list.retry} />;
  const classes = list.data.classes;
  const chosen = Number(params.get('kelas')) || classes[0]?.id;
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="small text-body-secondary">{note} Semester {list.data.semester}.</p>
      {classes.length === 0 ? <p>Belum ada kelas pada tahun ajaran ini.</p> : (
        <div className="mb-2" style={{ maxWidth: '24rem' }}>
          <label className="form-label small" htmlFor="pilih-kelas">Kelas</label>
          <select id="pilih-kelas" className="form-select form-select-sm" value={chosen} onChange={(e) => setParams({ kelas: e.target.value })}>
            {classes.map((c) => <option key={c.id} value={c.id}>{c.courseName} · {c.sectionName}</option>)}
          </select>
        </div>
      )}
      {chosen ? <OneGrid key={chosen} id={chosen} kinds={kinds} /> : null}
    </section>
  );
}

function OneGrid({ id, kinds }: { id: number; kinds: readonly AssessmentKind[] }) {
  const loaded = useApiData(() => call(getGridContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat daftar nilai…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <GridEditor initial={loaded.data} reload={loaded.retry} kinds={kinds} back={false} />;
}
