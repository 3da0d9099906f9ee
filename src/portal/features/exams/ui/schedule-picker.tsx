import { useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { listSchedules, type ScheduleSummary } from './exam-api.ts';
import { formatDateTime } from './format.ts';

/**
 * Monitoring, results and analysis open on one schedule: from the route (:id) or chosen here (?jadwal=).
 * Returns the chosen id, or renders the choice.
 */
export function useChosenSchedule(routeId: string | undefined): [number | null, (id: number) => void] {
  const [search, setSearch] = useSearchParams();
  const id = Number(routeId ?? search.get('jadwal') ?? 0) || null;
  return [id, (next: number) => setSearch({ jadwal: String(next) })];
}

export function SchedulePicker({ kinds, onPick, title }: { kinds: readonly string[]; onPick: (id: number) => void; title: string }) {
  const result = useApiData(() => listSchedules(kinds));
  if (result.state === 'loading') return <Loading label="Memuat jadwal ujian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rows: ScheduleSummary[] = result.data.data;
  return (
    <section>
      <h1 className="h4 mb-3">{title}</h1>
      {rows.length === 0 && <p className="text-body-secondary">Belum ada jadwal ujian.</p>}
      <div className="list-group">
        {rows.map((s) => (
          <button type="button" key={s.id} className="list-group-item list-group-item-action" onClick={() => onPick(s.id)}>
            <strong>{s.title}</strong>
            <span className="d-block small text-body-secondary">
              {formatDateTime(s.startsAt)} – {formatDateTime(s.endsAt)} · {s.participants} peserta · {s.working} mengerjakan · {s.finished} selesai
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
