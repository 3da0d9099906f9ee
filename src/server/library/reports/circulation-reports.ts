/** Reports over loans: titles, borrowers, groups, history, and who holds the most copies now. */
import { sql } from 'drizzle-orm';
import { col, likeOf, ranked, ROW_LIMIT, rowsOf, type ReportBuilder } from './report-table.ts';
import { memberCodeSql, memberGroup } from './member-group.ts';
import { todayIn } from '../dates.ts';

const inPeriod = (s: { schoolId: number; from: string; to: string }) => sql`l.sd_school_id = ${s.schoolId} and l.loaned_on between ${s.from} and ${s.to}`;

export const topTitles: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{ title: string; authors: string | null; collection: string | null; loans: number; borrowers: number }>(
    db,
    sql`
    select b.title, b.authors, c.code as collection, count(*)::int as loans, count(distinct l.member_user_id)::int as borrowers
    from sd_library_loans l join sd_library_items i on i.sd_library_item_id = l.sd_library_item_id
    join sd_library_books b on b.sd_library_book_id = i.sd_library_book_id
    left join sd_library_collections c on c.sd_library_collection_id = b.sd_library_collection_id
    where ${inPeriod(s)} group by b.sd_library_book_id, b.title, b.authors, c.code
    order by loans desc, b.title, b.sd_library_book_id limit 100`,
  );
  return {
    columns: [
      col('no', 'No', 'number'),
      col('title', 'Judul'),
      col('authors', 'Pengarang'),
      col('collection', 'Koleksi'),
      col('loans', 'Dipinjam', 'number'),
      col('borrowers', 'Peminjam berbeda', 'number'),
    ],
    rows: ranked(rows),
    summary: [
      { label: 'Judul yang dipinjam', value: rows.length },
      { label: 'Peminjaman', value: rows.reduce((n, r) => n + r.loans, 0) },
    ],
  };
};

export const topBorrowers: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{ code: string; name: string; grp: string; loans: number; late: number }>(
    db,
    sql`
    select ${memberCodeSql(sql`l.member_user_id`)} as code, u.full_name as name, ${memberGroup(sql`l.member_user_id`, s.academicYearId)} as grp,
      count(*)::int as loans, count(*) filter (where l.returned_on > l.due_on or (l.returned_on is null and l.due_on < ${todayIn()}))::int as late
    from sd_library_loans l join sd_users u on u.sd_user_id = l.member_user_id
    where ${inPeriod(s)} group by l.member_user_id, u.full_name order by loans desc, u.full_name, l.member_user_id limit 100`,
  );
  return {
    columns: [
      col('no', 'No', 'number'),
      col('code', 'Kode Anggota'),
      col('name', 'Nama'),
      col('grp', 'Kelompok'),
      col('loans', 'Peminjaman', 'number'),
      col('late', 'Terlambat', 'number'),
    ],
    rows: ranked(rows),
    summary: [{ label: 'Anggota yang meminjam', value: rows.length }],
  };
};

export const holdersNow: ReportBuilder = async (db, s) => {
  const today = todayIn();
  const rows = await rowsOf<{ code: string; name: string; grp: string; open: number; overdue: number; oldest_due: string }>(
    db,
    sql`
    select ${memberCodeSql(sql`l.member_user_id`)} as code, u.full_name as name, ${memberGroup(sql`l.member_user_id`, s.academicYearId)} as grp,
      count(*)::int as open, count(*) filter (where l.due_on < ${today})::int as overdue, min(l.due_on)::text as oldest_due
    from sd_library_loans l join sd_users u on u.sd_user_id = l.member_user_id
    where l.sd_school_id = ${s.schoolId} and l.returned_on is null
    group by l.member_user_id, u.full_name order by open desc, overdue desc, u.full_name, l.member_user_id limit 100`,
  );
  return {
    columns: [
      col('no', 'No', 'number'),
      col('code', 'Kode Anggota'),
      col('name', 'Nama'),
      col('grp', 'Kelompok'),
      col('open', 'Sedang dipinjam', 'number'),
      col('overdue', 'Terlambat', 'number'),
      col('oldest_due', 'Jatuh tempo terawal', 'date'),
    ],
    rows: ranked(rows),
    summary: [
      { label: 'Anggota memegang buku', value: rows.length },
      { label: 'Eksemplar di luar', value: rows.reduce((n, r) => n + r.open, 0) },
      { label: 'Terlambat', value: rows.reduce((n, r) => n + r.overdue, 0) },
    ],
  };
};

export const groupsBorrowing: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{ grp: string; members: number; loans: number }>(
    db,
    sql`
    select grp, count(distinct member)::int as members, count(*)::int as loans from (
      select l.member_user_id as member, ${memberGroup(sql`l.member_user_id`, s.academicYearId)} as grp from sd_library_loans l where ${inPeriod(s)}
    ) x group by grp order by loans desc, grp`,
  );
  const total = rows.reduce((n, r) => n + r.loans, 0);
  return {
    columns: [
      col('no', 'No', 'number'),
      col('grp', 'Kelompok'),
      col('members', 'Anggota meminjam', 'number'),
      col('loans', 'Peminjaman', 'number'),
      col('share', 'Bagian', 'percent'),
    ],
    rows: ranked(rows.map((r) => ({ ...r, share: total ? Math.round((r.loans / total) * 1000) / 10 : 0 }))),
    summary: [{ label: 'Peminjaman', value: total }],
  };
};

export const borrowers: ReportBuilder = async (db, s) => {
  const like = likeOf(s.q);
  const rows = await rowsOf<{ code: string; name: string; grp: string; loans: number; open: number; unpaid: number }>(
    db,
    sql`
    select ${memberCodeSql(sql`u.sd_user_id`)} as code, u.full_name as name, ${memberGroup(sql`u.sd_user_id`, s.academicYearId)} as grp,
      (select count(*)::int from sd_library_loans l where ${inPeriod(s)} and l.member_user_id = u.sd_user_id) as loans,
      (select count(*)::int from sd_library_loans l where l.sd_school_id = ${s.schoolId} and l.member_user_id = u.sd_user_id and l.returned_on is null) as open,
      (select coalesce(sum(l.fine), 0)::int from sd_library_loans l where l.sd_school_id = ${s.schoolId} and l.member_user_id = u.sd_user_id and l.fine_status = 'unpaid') as unpaid
    from sd_users u where u.sd_school_id = ${s.schoolId}
      and exists (select 1 from sd_library_loans l where ${inPeriod(s)} and l.member_user_id = u.sd_user_id)
      ${like ? sql`and lower(u.full_name) like ${like}` : sql``}
    order by u.full_name, u.sd_user_id limit ${ROW_LIMIT}`,
  );
  return {
    columns: [
      col('code', 'Kode Anggota'),
      col('name', 'Nama'),
      col('grp', 'Kelompok'),
      col('loans', 'Peminjaman', 'number'),
      col('open', 'Masih dipinjam', 'number'),
      col('unpaid', 'Denda belum dibayar', 'money'),
    ],
    rows,
    summary: [
      { label: 'Peminjam', value: rows.length },
      { label: 'Denda belum dibayar', value: rows.reduce((n, r) => n + r.unpaid, 0), kind: 'money' },
    ],
    truncated: rows.length === ROW_LIMIT,
  };
};

export const loanHistory: ReportBuilder = async (db, s) => {
  const like = likeOf(s.q);
  const rows = await rowsOf<{
    loaned_on: string;
    code: string;
    name: string;
    barcode: string;
    title: string;
    due_on: string;
    returned_on: string | null;
    late: number;
    fine: number;
    status: string;
  }>(
    db,
    sql`
    select l.loaned_on::text, ${memberCodeSql(sql`l.member_user_id`)} as code, u.full_name as name, i.barcode, b.title, l.due_on::text, l.returned_on::text,
      greatest(0, coalesce(l.returned_on, ${todayIn()}::date) - l.due_on)::int as late, l.fine,
      case when l.returned_on is null then 'Dipinjam' when l.fine_status = 'unpaid' then 'Denda belum dibayar' when l.fine_status = 'paid' then 'Denda lunas' when l.fine_status = 'waived' then 'Denda dibebaskan' else 'Kembali' end as status
    from sd_library_loans l join sd_library_items i on i.sd_library_item_id = l.sd_library_item_id
    join sd_library_books b on b.sd_library_book_id = i.sd_library_book_id join sd_users u on u.sd_user_id = l.member_user_id
    where ${inPeriod(s)} ${like ? sql`and (lower(u.full_name) like ${like} or lower(b.title) like ${like} or lower(i.barcode) like ${like})` : sql``}
    order by l.loaned_on desc, l.sd_library_loan_id desc limit ${ROW_LIMIT}`,
  );
  return {
    columns: [
      col('loaned_on', 'Tanggal pinjam', 'date'),
      col('code', 'Kode Anggota'),
      col('name', 'Nama'),
      col('barcode', 'Kode Eksemplar'),
      col('title', 'Judul'),
      col('due_on', 'Jatuh tempo', 'date'),
      col('returned_on', 'Kembali', 'date'),
      col('late', 'Hari terlambat (kalender)', 'number'),
      col('fine', 'Denda', 'money'),
      col('status', 'Status'),
    ],
    rows,
    summary: [
      { label: 'Peminjaman', value: rows.length },
      { label: 'Dikembalikan', value: rows.filter((r) => r.returned_on).length },
      { label: 'Denda', value: rows.reduce((n, r) => n + r.fine, 0), kind: 'money' },
    ],
    truncated: rows.length === ROW_LIMIT,
  };
};
