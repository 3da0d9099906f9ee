/** Small pieces the class room screens share: status badges, dates, opening a private file. */
import { fileUrl } from '../../../shared/files/file-kinds.ts';
import { privateFileUrl } from '../../lib/upload.ts';
export { routeTo } from '../../lib/route-to.ts';
export { act } from '../../lib/act.ts';

export type Status = 'due' | 'missing' | 'submitted' | 'late' | 'graded';

const BADGE: Record<Status, [string, string]> = {
  due: ['Belum dikumpulkan', 'text-bg-warning'],
  missing: ['Terlewat', 'text-bg-danger'],
  submitted: ['Dikumpulkan', 'text-bg-info'],
  late: ['Dikumpulkan terlambat', 'text-bg-secondary'],
  graded: ['Dinilai', 'text-bg-success'],
};

export function StatusBadge({ status }: { status: Status | null }) {
  if (!status) return null;
  const [label, cls] = BADGE[status];
  return <span className={`badge ${cls}`}>{label}</span>;
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const openFile = (id: string) => void privateFileUrl(fileUrl(id)).then((u) => window.open(u, '_blank'));
