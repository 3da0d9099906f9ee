import { PLAN_STATUS_LABELS, type PlanStatus } from '../../../shared/planning/model.ts';

const CLASS: Record<PlanStatus | 'missing', string> = {
  draft: 'text-bg-secondary',
  submitted: 'text-bg-warning',
  reviewed: 'text-bg-success',
  returned: 'text-bg-danger',
  missing: 'text-bg-light border',
};

/** A document's state in words and colour; "Belum ada" for a required document not written yet. */
export function StatusBadge({ status }: { status: PlanStatus | 'missing' }) {
  return <span className={`badge ${CLASS[status]}`}>{status === 'missing' ? 'Belum ada' : PLAN_STATUS_LABELS[status]}</span>;
}
