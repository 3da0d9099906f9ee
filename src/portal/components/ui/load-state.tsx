import { Icon } from './icon.tsx';

/** Loading placeholder of a screen's data. */
export function Loading({ label = 'Memuat…' }: { label?: string }) {
  return (
    <p className="text-body-secondary py-4" role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {label}
    </p>
  );
}

/** A screen's data failed to load: the reason and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <Icon name="exclamation-circle" />
      <span className="flex-grow-1">{message}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Coba lagi
      </button>
    </div>
  );
}
