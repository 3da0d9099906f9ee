import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/icon.tsx';
import { $shellFailure } from '../../lib/shell-calls.ts';

/** A failed menu, year or school call: a small notice with a retry, never a blocking dialog. */
export function ShellNotice() {
  const failure = useStore($shellFailure);
  if (!failure) return null;
  return (
    <div className="alert alert-warning shell-notice d-flex align-items-center gap-2 py-2 px-3 mb-0" role="alert">
      <Icon name="exclamation-circle" />
      <span className="flex-grow-1 small">{failure.message}</span>
      <button type="button" className="btn btn-sm btn-warning" onClick={failure.retry}>
        Coba lagi
      </button>
      <button type="button" className="btn-close" aria-label="Tutup pemberitahuan" onClick={() => $shellFailure.set(null)} />
    </div>
  );
}
