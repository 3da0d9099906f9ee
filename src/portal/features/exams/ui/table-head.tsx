import { ATTEMPT_STATUS_LABELS } from '../../../../shared/exams/access.ts';

/** A table's header row; `actions` adds the last, unlabelled column of buttons (named for screen readers). */
export function TableHead({ columns, actions = false }: { columns: string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
        {actions && (
          <th scope="col">
            <span className="visually-hidden">Tindakan</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

const BADGE: Record<keyof typeof ATTEMPT_STATUS_LABELS, string> = {
  not_started: 'text-bg-secondary',
  working: 'text-bg-primary',
  finished: 'text-bg-success',
  blocked: 'text-bg-danger',
};

/** An attempt's status as a coloured badge (blocked wins over the status). */
export function StatusBadge({ status, blocked }: { status: 'not_started' | 'working' | 'finished'; blocked: boolean }) {
  const key = blocked ? 'blocked' : status;
  return <span className={`badge ${BADGE[key]}`}>{ATTEMPT_STATUS_LABELS[key]}</span>;
}
