/**
 * Grade entry by kind: /nilaiharian and /new_nilai_harian (formatif and sumatif), /nilaimid (STS),
 * /nilaisemester (SAS), /teacher_teaching_class_process (the results: final grade and capaian), and
 * /walikelas_nilai_harian (the homeroom teacher reads every subject's daily grades of their rombel). Pick a
 * class, then the same grid as the class page, narrowed to those columns.
 */
import { getGridContract } from '../../../shared/api/grades/classes.ts';
import type { AssessmentKind } from '../../../shared/grades/schemas.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ClassPicker } from './class-picker.tsx';
import { GridEditor } from './grid-screen.tsx';

export interface ByKindProps {
  title: string;
  kinds: readonly AssessmentKind[];
  scope?: 'mine' | 'homeroom';
  note: string;
}

export function GradesByKind({ title, kinds, scope = 'mine', note }: ByKindProps) {
  return (
    <ClassPicker title={title} note={note} scope={scope}>
      {(id) => <OneGrid key={id} id={id} kinds={kinds} />}
    </ClassPicker>
  );
}

function OneGrid({ id, kinds }: { id: number; kinds: readonly AssessmentKind[] }) {
  const loaded = useApiData(() => call(getGridContract, { params: { id } }));
  if (loaded.state === 'loading') return <Loading label="Memuat daftar nilai…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  return <GridEditor initial={loaded.data} reload={loaded.retry} kinds={kinds} back={false} />;
}
