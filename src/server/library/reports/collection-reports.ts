/** Reports over the collection: classes, collection codes, additions, and the loan rate per code. */
import { sql } from 'drizzle-orm';
import { DDC_CLASSES } from '../../../shared/library/ddc.ts';
import { col, ROW_LIMIT, rowsOf, type ReportBuilder } from './report-table.ts';

export const titlesPerClass: ReportBuilder = async (db, s) => {
  const found = await rowsOf<{ cls: string | null; titles: number; copies: number; added: number }>(
    db,
    sql`
    select case when b.ddc ~ '^[0-9]{3}' then left(b.ddc, 1) || '00' else null end as cls, count(distinct b.sd_library_book_id)::int as titles,
      count(i.sd_library_item_id)::int as copies,
      count(distinct b.sd_library_book_id) filter (where (b.created_at at time zone 'Asia/Jakarta')::date between ${s.from} and ${s.to})::int as added
    from sd_library_books b left join sd_library_items i on i.sd_library_book_id = b.sd_library_book_id
    where b.sd_school_id = ${s.schoolId} group by 1`,
  );
  const byClass = new Map(found.map((r) => [r.cls, r]));
  const rows = [...DDC_CLASSES.map((c) => ({ code: c.code, name: c.name })), { code: null, name: 'Tanpa klasifikasi' }].map((c) => {
    const r = byClass.get(c.code);
    return { code: c.code ?? '–', name: c.name, titles: r?.titles ?? 0, copies: r?.copies ?? 0, added: r?.added ?? 0 };
  });
  return {
    columns: [
      col('code', 'Kelas DDC'),
      col('name', 'Kelompok'),
      col('titles', 'Judul', 'number'),
      col('copies', 'Eksemplar', 'number'),
      col('added', 'Judul baru dalam periode', 'number'),
    ],
    rows,
    summary: [
      { label: 'Judul', value: rows.reduce((n, r) => n + r.titles, 0) },
      { label: 'Eksemplar', value: rows.reduce((n, r) => n + r.copies, 0) },
    ],
  };
};

export const copiesPerCollection: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{
    code: string;
    name: string;
    titles: number;
    copies: number;
    available: number;
    on_loan: number;
    missing: number;
    damaged: number;
  }>(
    db,
    sql`
    select coalesce(c.code, '–') as code, coalesce(c.name, 'Tanpa kode koleksi') as name, count(distinct b.sd_library_book_id)::int as titles, count(i.sd_library_item_id)::int as copies,
      count(*) filter (where i.status = 'available')::int as available, count(*) filter (where i.status = 'on_loan')::int as on_loan,
      count(*) filter (where i.status = 'missing')::int as missing, count(*) filter (where i.status = 'damaged')::int as damaged
    from sd_library_books b left join sd_library_collections c on c.sd_library_collection_id = b.sd_library_collection_id
    left join sd_library_items i on i.sd_library_book_id = b.sd_library_book_id
    where b.sd_school_id = ${s.schoolId} group by c.code, c.name order by c.code nulls last`,
  );
  return {
    columns: [
      col('code', 'Kode'),
      col('name', 'Koleksi'),
      col('titles', 'Judul', 'number'),
      col('copies', 'Eksemplar', 'number'),
      col('available', 'Tersedia', 'number'),
      col('on_loan', 'Dipinjam', 'number'),
      col('missing', 'Hilang', 'number'),
      col('damaged', 'Rusak', 'number'),
    ],
    rows,
    summary: [
      { label: 'Judul', value: rows.reduce((n, r) => n + r.titles, 0) },
      { label: 'Eksemplar', value: rows.reduce((n, r) => n + r.copies, 0) },
    ],
  };
};

export const additions: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{
    accession_no: string;
    acquired_on: string;
    barcode: string;
    title: string;
    authors: string | null;
    publisher: string | null;
    year: number | null;
    source: string | null;
  }>(
    db,
    sql`
    select i.accession_no, i.acquired_on::text, i.barcode, b.title, b.authors, b.publisher, b.publish_year as year, i.source
    from sd_library_items i join sd_library_books b on b.sd_library_book_id = i.sd_library_book_id
    where i.sd_school_id = ${s.schoolId} and i.acquired_on between ${s.from} and ${s.to}
    order by i.acquired_on, i.accession_no limit ${ROW_LIMIT}`,
  );
  const sources = new Map<string, number>();
  for (const r of rows) sources.set(r.source ?? 'Tanpa keterangan', (sources.get(r.source ?? 'Tanpa keterangan') ?? 0) + 1);
  return {
    columns: [
      col('accession_no', 'No. Induk'),
      col('acquired_on', 'Tanggal masuk', 'date'),
      col('barcode', 'Kode Eksemplar'),
      col('title', 'Judul'),
      col('authors', 'Pengarang'),
      col('publisher', 'Penerbit'),
      col('year', 'Tahun', 'number'),
      col('source', 'Sumber'),
    ],
    rows,
    summary: [
      { label: 'Eksemplar baru', value: rows.length },
      { label: 'Judul', value: new Set(rows.map((r) => r.title)).size },
      ...[...sources].map(([label, value]) => ({ label: `Sumber: ${label}`, value })),
    ],
    truncated: rows.length === ROW_LIMIT,
  };
};

export const loanRatePerCode: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{ code: string; name: string; copies: number; loans: number; lent: number }>(
    db,
    sql`
    select coalesce(c.code, '–') as code, coalesce(c.name, 'Tanpa kode koleksi') as name, count(distinct i.sd_library_item_id)::int as copies,
      count(l.sd_library_loan_id)::int as loans, count(distinct l.sd_library_item_id)::int as lent
    from sd_library_items i join sd_library_books b on b.sd_library_book_id = i.sd_library_book_id
    left join sd_library_collections c on c.sd_library_collection_id = b.sd_library_collection_id
    left join sd_library_loans l on l.sd_library_item_id = i.sd_library_item_id and l.loaned_on between ${s.from} and ${s.to}
    where i.sd_school_id = ${s.schoolId} group by c.code, c.name order by c.code nulls last`,
  );
  const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 0);
  const copies = rows.reduce((n, r) => n + r.copies, 0);
  const lent = rows.reduce((n, r) => n + r.lent, 0);
  return {
    columns: [
      col('code', 'Kode'),
      col('name', 'Koleksi'),
      col('copies', 'Eksemplar', 'number'),
      col('loans', 'Peminjaman', 'number'),
      col('lent', 'Eksemplar pernah dipinjam', 'number'),
      col('rate', 'Tingkat keterpinjaman', 'percent'),
      col('per_copy', 'Pinjam per eksemplar', 'number'),
    ],
    rows: rows.map((r) => ({ ...r, rate: pct(r.lent, r.copies), per_copy: r.copies ? Math.round((r.loans / r.copies) * 100) / 100 : 0 })),
    summary: [{ label: 'Tingkat keterpinjaman seluruh koleksi', value: `${pct(lent, copies).toLocaleString('id-ID')}%` }],
  };
};
