/** Reports over visits, reservations, and the period's summary. */
import { sql } from 'drizzle-orm';
import { col, likeOf, ranked, ROW_LIMIT, rowsOf, type ReportBuilder } from './report-table.ts';
import { memberCodeSql, memberGroup } from './member-group.ts';

const visitDay = sql`(v.visited_at at time zone 'Asia/Jakarta')::date`;
const visitsIn = (s: { schoolId: number; from: string; to: string }) => sql`v.sd_school_id = ${s.schoolId} and ${visitDay} between ${s.from} and ${s.to}`;

export const visitsPerDay: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{ day: string; members: number; guests: number; total: number }>(
    db,
    sql`
    select ${visitDay}::text as day, count(v.member_user_id)::int as members, count(*) filter (where v.member_user_id is null)::int as guests, count(*)::int as total
    from sd_library_visits v where ${visitsIn(s)} group by 1 order by 1`,
  );
  const total = rows.reduce((n, r) => n + r.total, 0);
  return {
    columns: [col('day', 'Tanggal', 'date'), col('members', 'Anggota', 'number'), col('guests', 'Tamu', 'number'), col('total', 'Jumlah', 'number')],
    rows,
    summary: [
      { label: 'Kunjungan', value: total },
      { label: 'Anggota', value: rows.reduce((n, r) => n + r.members, 0) },
      { label: 'Tamu', value: rows.reduce((n, r) => n + r.guests, 0) },
      { label: 'Rata-rata per hari buka', value: rows.length ? Math.round((total / rows.length) * 10) / 10 : 0 },
    ],
  };
};

export const keenestVisitors: ReportBuilder = async (db, s) => {
  const rows = await rowsOf<{ code: string; name: string; grp: string; visits: number; last_visit: string }>(
    db,
    sql`
    select ${memberCodeSql(sql`v.member_user_id`)} as code, u.full_name as name, ${memberGroup(sql`v.member_user_id`, s.academicYearId)} as grp,
      count(*)::int as visits, max(${visitDay})::text as last_visit
    from sd_library_visits v join sd_users u on u.sd_user_id = v.member_user_id
    where ${visitsIn(s)} group by v.member_user_id, u.full_name order by visits desc, u.full_name, v.member_user_id limit 100`,
  );
  return {
    columns: [
      col('no', 'No', 'number'),
      col('code', 'Kode Anggota'),
      col('name', 'Nama'),
      col('grp', 'Kelompok'),
      col('visits', 'Kunjungan', 'number'),
      col('last_visit', 'Kunjungan terakhir', 'date'),
    ],
    rows: ranked(rows),
    summary: [{ label: 'Anggota berkunjung', value: rows.length }],
  };
};

export const reservationsReport: ReportBuilder = async (db, s) => {
  const like = likeOf(s.q);
  const rows = await rowsOf<{ day: string; code: string; name: string; title: string; status: string }>(
    db,
    sql`
    select (r.created_at at time zone 'Asia/Jakarta')::date::text as day, ${memberCodeSql(sql`r.member_user_id`)} as code, u.full_name as name, b.title,
      case r.status when 'waiting' then 'Menunggu' when 'fulfilled' then 'Dipinjamkan' else 'Dibatalkan' end as status
    from sd_library_reservations r join sd_users u on u.sd_user_id = r.member_user_id join sd_library_books b on b.sd_library_book_id = r.sd_library_book_id
    where r.sd_school_id = ${s.schoolId} and (r.created_at at time zone 'Asia/Jakarta')::date between ${s.from} and ${s.to}
      ${like ? sql`and (lower(u.full_name) like ${like} or lower(b.title) like ${like})` : sql``}
    order by r.created_at desc, r.sd_library_reservation_id desc limit ${ROW_LIMIT}`,
  );
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return {
    columns: [col('day', 'Tanggal pesan', 'date'), col('code', 'Kode Anggota'), col('name', 'Nama'), col('title', 'Judul'), col('status', 'Status')],
    rows,
    summary: [
      { label: 'Pesanan', value: rows.length },
      { label: 'Menunggu', value: count('Menunggu') },
      { label: 'Dipinjamkan', value: count('Dipinjamkan') },
      { label: 'Dibatalkan', value: count('Dibatalkan') },
    ],
    truncated: rows.length === ROW_LIMIT,
  };
};

export const periodSummary: ReportBuilder = async (db, s) => {
  const [r] = await rowsOf<Record<string, number>>(
    db,
    sql`select
    (select count(*)::int from sd_library_books where sd_school_id = ${s.schoolId}) as titles,
    (select count(*)::int from sd_library_items where sd_school_id = ${s.schoolId}) as copies,
    (select count(*)::int from sd_library_items where sd_school_id = ${s.schoolId} and acquired_on between ${s.from} and ${s.to}) as added,
    (select count(*)::int from sd_library_items where sd_school_id = ${s.schoolId} and status in ('missing', 'damaged')) as lost,
    (select count(*)::int from sd_library_loans where sd_school_id = ${s.schoolId} and loaned_on between ${s.from} and ${s.to}) as loans,
    (select count(distinct member_user_id)::int from sd_library_loans where sd_school_id = ${s.schoolId} and loaned_on between ${s.from} and ${s.to}) as borrowers,
    (select count(*)::int from sd_library_loans where sd_school_id = ${s.schoolId} and returned_on between ${s.from} and ${s.to}) as returns,
    (select count(*)::int from sd_library_loans where sd_school_id = ${s.schoolId} and returned_on between ${s.from} and ${s.to} and returned_on > due_on) as late_returns,
    (select count(*)::int from sd_library_loans where sd_school_id = ${s.schoolId} and returned_on is null) as open_now,
    (select coalesce(sum(fine), 0)::int from sd_library_loans where sd_school_id = ${s.schoolId} and returned_on between ${s.from} and ${s.to}) as fines,
    (select coalesce(sum(fine), 0)::int from sd_library_loans where sd_school_id = ${s.schoolId} and fine_status = 'paid' and (fine_settled_at at time zone 'Asia/Jakarta')::date between ${s.from} and ${s.to}) as paid,
    (select coalesce(sum(fine), 0)::int from sd_library_loans where sd_school_id = ${s.schoolId} and fine_status = 'waived' and (fine_settled_at at time zone 'Asia/Jakarta')::date between ${s.from} and ${s.to}) as waived,
    (select coalesce(sum(fine), 0)::int from sd_library_loans where sd_school_id = ${s.schoolId} and fine_status = 'unpaid') as unpaid,
    (select count(*)::int from sd_library_visits v where ${visitsIn(s)}) as visits,
    (select count(*)::int from sd_library_reservations where sd_school_id = ${s.schoolId} and (created_at at time zone 'Asia/Jakarta')::date between ${s.from} and ${s.to}) as reservations,
    (select count(*)::int from sd_library_suggestions where sd_school_id = ${s.schoolId} and (created_at at time zone 'Asia/Jakarta')::date between ${s.from} and ${s.to}) as suggestions`,
  );
  const lines: [string, string, number, 'number' | 'money'][] = [
    ['Koleksi', 'Judul', r.titles, 'number'],
    ['Koleksi', 'Eksemplar', r.copies, 'number'],
    ['Koleksi', 'Eksemplar baru dalam periode', r.added, 'number'],
    ['Koleksi', 'Eksemplar hilang atau rusak', r.lost, 'number'],
    ['Sirkulasi', 'Peminjaman', r.loans, 'number'],
    ['Sirkulasi', 'Anggota yang meminjam', r.borrowers, 'number'],
    ['Sirkulasi', 'Pengembalian', r.returns, 'number'],
    ['Sirkulasi', 'Pengembalian terlambat', r.late_returns, 'number'],
    ['Sirkulasi', 'Masih dipinjam hari ini', r.open_now, 'number'],
    ['Denda', 'Denda dari pengembalian dalam periode (Rp)', r.fines, 'money'],
    ['Denda', 'Denda dibayar (Rp)', r.paid, 'money'],
    ['Denda', 'Denda dibebaskan (Rp)', r.waived, 'money'],
    ['Denda', 'Denda belum dibayar seluruhnya (Rp)', r.unpaid, 'money'],
    ['Layanan', 'Kunjungan', r.visits, 'number'],
    ['Layanan', 'Pesanan buku', r.reservations, 'number'],
    ['Layanan', 'Usulan koleksi', r.suggestions, 'number'],
  ];
  return {
    columns: [col('part', 'Bagian'), col('item', 'Uraian'), col('value', 'Jumlah', 'number')],
    rows: lines.map(([part, item, value]) => ({ part, item, value })),
    summary: [],
  };
};
