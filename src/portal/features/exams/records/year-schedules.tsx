import { useState, type ReactNode } from 'react';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { formatDateTime } from '../ui/format.ts';
import { recordSchedules, type RecordSchedule } from './records-api.ts';

/**
 * The list screens of the records family (history, final results, below KKM): the schedules of one academic
 * year, chosen in a picker, each as a card (title, course, date, who finished) with what that screen adds. Cards rather than a
 * table, so the list reads on a phone as well as on a desktop.
 */
interface Props {
  title: string;
  intro: string;
  start: 'current' | 'previous';
  kinds?: string;
  empty: string;
  children: (s: RecordSchedule) => ReactNode;
}

export function YearSchedules(props: Props) {
  const [yearId, setYearId] = useState<number | undefined>(undefined);
  return (
    <section>
      <h1 className="h4">{props.title}</h1>
      <p className="text-body-secondary">{props.intro}</p>
      {/* A new year mounts a new list, which loads that year. */}
      <YearList key={yearId ?? 0} {...props} yearId={yearId} choose={setYearId} />
    </section>
  );
}

function YearList({ yearId, choose, start, kinds, empty, children }: Props & { yearId: number | undefined; choose: (id: number) => void }) {
  const result = useApiData(() => recordSchedules({ yearId, start, kinds }));
  return (
    <>
      {result.state === 'loading' && <Loading label="Memuat jadwal ujian…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <div className="mb-3" style={{ maxWidth: '20rem' }}>
            <label className="form-label" htmlFor="tahun-ajaran">
              Tampilkan tahun ajaran
            </label>
            <select id="tahun-ajaran" className="form-select" value={result.data.yearId ?? ''} onChange={(e) => choose(Number(e.target.value))}>
              {result.data.years.map((y) => (
                <option key={y.id} value={y.id}>
                  {y.description}
                  {y.isCurrent ? ' (berjalan)' : ''}
                </option>
              ))}
            </select>
          </div>
          {result.data.data.length === 0 && <p className="alert alert-light border">{empty}</p>}
          <div className="row row-cols-1 row-cols-lg-2 g-3">
            {result.data.data.map((s) => (
              <div className="col" key={s.id}>
                <article className="card h-100" aria-label={s.title}>
                  <div className="card-body">
                    <h2 className="h6 mb-1">{s.title}</h2>
                    <p className="small text-body-secondary mb-2">
                      {s.courseName ?? 'Tanpa mapel'} · {formatDateTime(s.startsAt)} · {s.finished} dari {s.participants} siswa selesai
                    </p>
                    {children(s)}
                  </div>
                </article>
              </div>
            ))}
          </div>
        </>
      )}
    </>
  );
}
