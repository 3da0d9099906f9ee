/** The route-bound variants of the grade entry by kind (see grades-by-kind-screen.tsx). */
import { GradesByKind } from './grades-by-kind-screen.tsx';

export const DailyGradesScreen = () => <GradesByKind title="Nilai Harian" kinds={['formatif', 'sumatif']} note="Formatif dan sumatif lingkup materi." />;
export const MidGradesScreen = () => <GradesByKind title="Nilai Tengah Semester" kinds={['sts']} note="Sumatif tengah semester (STS)." />;
export const SemesterGradesScreen = () => <GradesByKind title="Nilai Akhir Semester" kinds={['sas']} note="Sumatif akhir semester (SAS)." />;
export const ProcessScreen = () => (
  <GradesByKind title="Olah Nilai Akhir" kinds={[]} note="Nilai akhir dihitung dari bobot sekolah; capaian kompetensi dapat diubah." />
);
export const HomeroomDailyScreen = () => (
  <GradesByKind
    title="Nilai Harian Kelas Perwalian"
    kinds={['formatif', 'sumatif']}
    scope="homeroom"
    note="Nilai harian semua mapel di rombel perwalian Anda (hanya baca, kecuali mapel Anda)."
  />
);
