/** question_bank: the school's Bank Soal with filters, import/export .xlsx, and the way to add or edit. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ITEM_TYPE_LABELS, ITEM_TYPES, type ItemType } from '../../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { toFailure } from '../../../lib/api-failure.ts';
import { download, examOptions } from '../ui/exam-api.ts';
import * as B from '../../../../shared/api/exams/bank.ts';
import { call } from '../../../lib/api.ts';
import { confirmThen } from '../ui/confirm.ts';
import { CourseSelect } from '../ui/course-select.tsx';
import { RichHtml } from '../ui/rich-html.tsx';
import { TableHead } from '../ui/table-head.tsx';
import { ImportPanel } from './import-panel.tsx';

interface Row {
  id: number;
  type: ItemType;
  summary: string;
  /** The summary with its formulas drawn (MathML from the server), shown as the exam screen shows them. */
  summaryHtml: string;
  grade: number | null;
  courseName: string | null;
  stimulusTitle: string | null;
  weight: number;
  scoring: string;
}

export default function BankListScreen() {
  const [filters, setFilters] = useState({ courseId: '', grade: '', type: '', search: '', page: 1 });
  const [data, setData] = useState<{ data: Row[]; total: number; perPage: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [courses, setCourses] = useState<{ id: number; name: string }[]>([]);
  const [importing, setImporting] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    examOptions().then(
      (o) => setCourses(o.courses),
      () => {},
    );
  }, []);
  useEffect(() => {
    const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
    call(B.listQuestionsContract, { input: { ...query, type: (filters.type || undefined) as ItemType | undefined } }).then(
      (r) => {
        setData(r);
        setFailure(null);
      },
      (e) => setFailure(toFailure(e).message),
    );
  }, [filters, tick]);

  const remove = async (row: Row) => {
    if (await confirmThen('Hapus soal ini?', row.summary, 'Hapus', () => call(B.deleteQuestionContract, { params: { id: row.id } }))) setTick(tick + 1);
  };
  const set = (patch: Partial<typeof filters>) => setFilters({ ...filters, page: 1, ...patch });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">Bank Soal</h1>
        <Link to="/add_question_bank" className="btn btn-primary">
          Tambah soal
        </Link>
        <button type="button" className="btn btn-outline-primary" aria-expanded={importing} onClick={() => setImporting(!importing)}>
          Impor .xlsx
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => void download(B.questionTemplateContract, {}, 'template-bank-soal.xlsx')}>
          Unduh template
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() =>
            void download(
              B.exportQuestionsContract,
              { query: { ...(filters.courseId ? { courseId: filters.courseId } : {}), ...(filters.grade ? { grade: filters.grade } : {}) } },
              'bank-soal.xlsx',
            )
          }
        >
          Ekspor .xlsx
        </button>
      </div>
      {importing && <ImportPanel courses={courses} onImported={() => setTick(tick + 1)} />}
      <div className="row g-2 mb-3">
        <div className="col-md-3">
          <CourseSelect
            id="filter-mapel"
            hiddenLabel
            courses={courses}
            value={filters.courseId}
            emptyLabel="Semua mapel"
            onChange={(courseId) => set({ courseId })}
          />
        </div>
        <div className="col-md-2">
          <label className="visually-hidden" htmlFor="filter-tingkat">
            Tingkat
          </label>
          <input
            id="filter-tingkat"
            className="form-control"
            type="number"
            placeholder="Tingkat"
            value={filters.grade}
            onChange={(e) => set({ grade: e.target.value })}
          />
        </div>
        <div className="col-md-3">
          <label className="visually-hidden" htmlFor="filter-jenis">
            Jenis soal
          </label>
          <select id="filter-jenis" className="form-select" value={filters.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">Semua jenis</option>
            {ITEM_TYPES.map((t) => (
              <option key={t} value={t}>
                {ITEM_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-4">
          <label className="visually-hidden" htmlFor="filter-cari">
            Cari soal
          </label>
          <input
            id="filter-cari"
            className="form-control"
            type="search"
            placeholder="Cari teks soal…"
            value={filters.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </div>
      </div>
      {failure && <LoadFailed message={failure} onRetry={() => setTick(tick + 1)} />}
      {!data && !failure && <Loading label="Memuat bank soal…" />}
      {data && (
        <>
          <p className="small text-body-secondary">{data.total} soal</p>
          <div className="table-responsive">
            <table className="table align-middle">
              <TableHead columns={['Soal', 'Jenis', 'Mapel / tingkat', 'Stimulus', 'Bobot']} actions />
              <tbody>
                {data.data.length === 0 && (
                  <tr>
                    <td colSpan={6} className="text-body-secondary">
                      Belum ada data.
                    </td>
                  </tr>
                )}
                {data.data.map((q) => (
                  <tr key={q.id}>
                    <td>
                      <RichHtml as="span" html={q.summaryHtml} />
                    </td>
                    <td>{ITEM_TYPE_LABELS[q.type]}</td>
                    <td>
                      {q.courseName ?? '–'} {q.grade ? `/ ${q.grade}` : ''}
                    </td>
                    <td>{q.stimulusTitle ?? '–'}</td>
                    <td>
                      {q.weight}
                      {q.scoring === 'partial' ? ' (parsial)' : ''}
                    </td>
                    <td className="text-nowrap">
                      <Link to={`/edit_question_bank/${q.id}`} className="btn btn-sm btn-outline-primary me-1">
                        Ubah
                      </Link>
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(q)}>
                        Hapus
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label="Halaman">
              <ul className="pagination">
                {Array.from({ length: pages }, (_, i) => (
                  <li key={i} className={`page-item${filters.page === i + 1 ? ' active' : ''}`}>
                    <button type="button" className="page-link" onClick={() => setFilters({ ...filters, page: i + 1 })}>
                      {i + 1}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
