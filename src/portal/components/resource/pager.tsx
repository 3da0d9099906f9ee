import { PAGE_SIZES } from './use-list-query.ts';

const number = new Intl.NumberFormat('id-ID');

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** "Menampilkan 26–50 dari 271", previous and next, and how many rows a page shows. */
export function Pager({ page, perPage, total, noun, onPage, onPerPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav className="resource-pager" aria-label="Halaman daftar">
      <p className="mb-0 small" role="status">
        Menampilkan {number.format(first)}–{number.format(last)} dari {number.format(total)} {noun.toLowerCase()}
      </p>
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <label className="small d-flex align-items-center gap-1">
          Per halaman
          <select className="form-select form-select-sm w-auto" value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Sebelumnya
        </button>
        <span className="small">
          Halaman {page} dari {pages}
        </span>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Berikutnya
        </button>
      </div>
    </nav>
  );
}
