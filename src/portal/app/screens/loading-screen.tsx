/** Shown while the first page's screen and guard resolve. */
export function LoadingScreen() {
  return (
    <div className="portal-loading" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Memuat…
    </div>
  );
}
