/**
 * result_exercises_grade_level: the results of one grade level compared per rombel — participants, who sat,
 * average, lowest, highest, the share that reached their KKM and the spread in bands of ten — over the
 * grade's schedules of this year, narrowed by kind, course or one schedule, with an .xlsx export.
 */
import { useState } from 'react';
import Swal from 'sweetalert2';
import { SCHEDULE_KIND_LABELS, SCHEDULE_KINDS, type ScheduleKind } from '../../../../shared/exams/access.ts';
import type { GradeStats } from '../../../../shared/exams/records/grade-stats.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { CourseSelect } from '../ui/course-select.tsx';
import { download, examOptions } from '../ui/exam-api.ts';
import { call } from '../../../lib/api.ts';
import { gradeLevelContract, gradeLevelExportContract } from '../../../../shared/api/exams/records.ts';
import { formatDateTime } from '../ui/format.ts';
import { GradeBands } from './grade-bands.tsx';
import { formatGrade } from './records-api.ts';

interface Filter {
  grade: string;
  kind: string;
  courseId: string;
  scheduleId: string;
}

/** The filter as the API's query: empty choices left out. */
/** The filled filters only: an empty choice is no filter. */
const queryOf = (f: Filter) => ({
  grade: f.grade,
  ...(f.kind ? { kind: f.kind as ScheduleKind } : {}),
  ...(f.courseId ? { courseId: f.courseId } : {}),
  ...(f.scheduleId ? { scheduleId: f.scheduleId } : {}),
});

export default function GradeLevelScreen() {
  const options = useApiData(examOptions);
  const [filter, setFilter] = useState<Filter | null>(null);
  if (options.state === 'loading') return <Loading label="Memuat tingkat kelas…" />;
  if (options.state === 'failed') return <LoadFailed message={options.message} onRetry={options.retry} />;
  const grades = [...new Set(options.data.sections.map((s) => s.grade))].sort((a, b) => a - b);
  // Opens on the lowest grade, so the screen shows results at once.
  const f = filter ?? { grade: grades.length ? String(grades[0]) : '', kind: '', courseId: '', scheduleId: '' };
  // Another grade, kind or course has other schedules: the chosen one no longer applies.
  const change = (patch: Partial<Filter>) => setFilter({ ...f, scheduleId: '', ...patch });
  return (
    <section>
      <h1 className="h4">Hasil Ujian per Tingkat</h1>
      <p className="text-body-secondary">Bandingkan hasil ujian antar-rombel dalam satu tingkat kelas pada tahun ajaran ini.</p>
      {grades.length === 0 ? (
        <p className="alert alert-light border">Belum ada rombel pada tahun ajaran ini.</p>
      ) : (
        <>
          <div className="row g-2 mb-3">
            <div className="col-6 col-md-3">
              <Choice
                id="tingkat"
                label="Tingkat kelas"
                value={f.grade}
                onChange={(grade) => change({ grade })}
                options={grades.map((g) => [String(g), `Kelas ${g}`])}
              />
            </div>
            <div className="col-6 col-md-3">
              <Choice
                id="jenis-ujian"
                label="Jenis ujian"
                value={f.kind}
                onChange={(kind) => change({ kind })}
                empty="Semua jenis"
                options={SCHEDULE_KINDS.map((k) => [k, SCHEDULE_KIND_LABELS[k]])}
              />
            </div>
            <div className="col-12 col-md-6">
              <CourseSelect
                id="mapel"
                courses={options.data.courses}
                value={f.courseId}
                onChange={(courseId) => change({ courseId })}
                emptyLabel="Semua mata pelajaran"
              />
            </div>
          </div>
          {/* A new filter mounts a new result, which loads it. */}
          <Results key={JSON.stringify(f)} filter={f} onSchedule={(scheduleId) => setFilter({ ...f, scheduleId })} />
        </>
      )}
    </section>
  );
}

function Results({ filter, onSchedule }: { filter: Filter; onSchedule: (id: string) => void }) {
  const result = useApiData(() => call(gradeLevelContract, { input: queryOf(filter) }));
  if (result.state === 'loading') return <Loading label="Memuat hasil per tingkat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedules, chosen, sections, overall } = result.data;
  const exportFile = () =>
    download(gradeLevelExportContract, { query: queryOf(filter) }, `hasil-tingkat-${filter.grade}.xlsx`).catch(() =>
      Swal.fire({ icon: 'error', title: 'Gagal mengunduh', text: 'Berkas .xlsx gagal diunduh. Coba lagi.' }),
    );
  return (
    <>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-6">
          <Choice
            id="jadwal"
            label="Jadwal ujian"
            value={filter.scheduleId}
            onChange={onSchedule}
            empty={schedules.length ? `Semua jadwal (${schedules.length})` : 'Tidak ada jadwal'}
            options={schedules.map((s) => [String(s.id), `${s.title} · ${formatDateTime(s.startsAt)}`])}
          />
        </div>
        <div className="col-12 col-md-6">
          {sections.length > 0 && (
            <button type="button" className="btn btn-outline-primary" onClick={() => void exportFile()}>
              Unduh .xlsx
            </button>
          )}
        </div>
      </div>
      {chosen.length === 0 || sections.length === 0 ? (
        <p className="alert alert-light border">Belum ada jadwal ujian dengan peserta untuk pilihan ini.</p>
      ) : (
        <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
          {sections.map((s) => (
            <div className="col" key={s.sectionId ?? 0}>
              <StatsCard title={s.section} stats={s} />
            </div>
          ))}
          {/* With one rombel the whole grade is that rombel: no second, identical card. */}
          {sections.length > 1 && (
            <div className="col">
              <StatsCard title="Semua rombel" stats={overall} highlight />
            </div>
          )}
        </div>
      )}
    </>
  );
}

/** A labelled choice of the filter; `empty` is the "all" option, sent as no filter. */
function Choice({
  id,
  label,
  value,
  onChange,
  options,
  empty,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
  empty?: string;
}) {
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

function StatsCard({ title, stats: s, highlight = false }: { title: string; stats: GradeStats; highlight?: boolean }) {
  return (
    <article className={`card h-100${highlight ? ' border-primary' : ''}`} aria-label={title}>
      <div className="card-body">
        <h2 className="h6">{title}</h2>
        <dl className="row small mb-2">
          <dt className="col-6">Peserta</dt>
          <dd className="col-6 mb-1">{s.participants}</dd>
          <dt className="col-6">Ikut ujian</dt>
          <dd className="col-6 mb-1">{s.sat}</dd>
          <dt className="col-6">Rata-rata</dt>
          <dd className="col-6 mb-1">{formatGrade(s.average)}</dd>
          <dt className="col-6">Terendah / tertinggi</dt>
          <dd className="col-6 mb-1">
            {formatGrade(s.min)} / {formatGrade(s.max)}
          </dd>
          <dt className="col-6">Tuntas (≥ KKM)</dt>
          <dd className="col-6 mb-1">{s.passRate === null ? '–' : `${s.passed} siswa (${formatGrade(s.passRate)}%)`}</dd>
        </dl>
        <GradeBands distribution={s.distribution} />
      </div>
    </article>
  );
}
