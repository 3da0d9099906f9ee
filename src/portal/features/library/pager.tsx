/** "Sebelumnya · Halaman n dari m · Berikutnya" under a paged list. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  return (
    <nav className="d-flex gap-2 align-items-center" aria-label="Halaman">
      <button className="btn btn-sm btn-outline-secondary" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Sebelumnya
      </button>
      <span className="small">
        Halaman {page} dari {Math.max(1, Math.ceil(total / pageSize))}
      </span>
      <button className="btn btn-sm btn-outline-secondary" type="button" disabled={page * pageSize >= total} onClick={() => onPage(page + 1)}>
        Berikutnya
      </button>
    </nav>
  );
}
