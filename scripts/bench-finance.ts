import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { createFreshDatabase, dropDatabase } from '../src/server/db/fresh-database.ts';
import { academicYears, schools } from '../src/server/db/schema/schools.ts';
import { users } from '../src/server/db/schema/users.ts';
import { finAccounts, finFeeTypes, finInvoices, finJournalLines } from '../src/server/db/schema/finance.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import { DEMO_PASSWORD, DEMO_SCHOOL } from '../src/server/db/seed/demo-accounts.ts';
import { DEMO_SEED } from '../src/server/db/seed/demo-school.ts';
import { generateSchool } from '../src/server/master/demo-data.ts';
import { writeDemoSchool } from '../src/server/master/write-demo-school.ts';
import type { AppDeps, SessionContext } from '../src/server/http/context.ts';
import { generateInvoicesNow } from '../src/server/finance/invoices.ts';
import { trialBalance } from '../src/server/finance/reports.ts';
import { createPayment } from '../src/server/finance/payments.ts';
import { writeSection } from './bench/harness.ts';

/**
 * node scripts/bench-finance.ts — issue 17's three measurements on PostgreSQL (BENCH_DATABASE_URL or
 * 127.0.0.1:5432): one month's SPP invoices for 20,000 students (target under 30 s); the trial balance over
 * 1,000,000 journal lines (p99 under 2 s); 100 concurrent cashier payments on the same students (nothing paid
 * twice, and afterwards total debit equals total credit). Results go to docs/benchmarks.md, section "Keuangan".
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const TB_RUNS = Number(process.env.BENCH_RUNS ?? 20);
const CONCURRENT = 100;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'bench_finance';

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The demo school grown to STUDENTS students (the demo generator, as bench:students does). */
async function fill(database: Database) {
  await seed(database.db, { demo: true });
  const [school] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  const [year] = await database.db
    .select({ id: academicYears.id, description: academicYears.description })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  const data = generateSchool({
    stage: 'SMK',
    seed: DEMO_SEED + 17_000,
    parallels: Math.ceil(STUDENTS / 270),
    studentsPerSection: 30,
    series: 3_000_000,
    domain: 'bench.demo.sch.id',
    yearStart: Number(year.description.slice(0, 4)),
  });
  data.students = data.students.slice(0, STUDENTS - 270);
  const kept = new Set(data.students.map((_, i) => i));
  data.guardians = data.guardians.map((g) => ({ ...g, students: g.students.filter((s) => kept.has(s)) })).filter((g) => g.students.length);
  await database.db.transaction(async (tx) => writeDemoSchool(tx as never, school.id, year.id, data, await hashPassword(DEMO_PASSWORD)));
  await database.db.execute(sql`vacuum analyze`);
  const [bendahara] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'bendahara@demo.sch.id'));
  const ctx: SessionContext = {
    db: database.db,
    deps: {} as AppDeps,
    ip: 'bench',
    session: { tokenHash: 'bench', userId: bendahara.id, userTypeId: '11', foundationId: null, schoolId: school.id, academicYearId: year.id },
  };
  return { ctx, schoolId: school.id };
}

/** Journal lines written straight in bulk (balanced pairs, spread over a year and the chart), up to LINES in all. */
async function grow(database: Database, schoolId: number) {
  const [{ n }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(finJournalLines)
    .where(eq(finJournalLines.schoolId, schoolId));
  const accounts = (await database.db.select({ id: finAccounts.id }).from(finAccounts).where(eq(finAccounts.schoolId, schoolId))).map((a) => a.id);
  const pairs = Math.max(0, Math.ceil((LINES - n) / 2));
  const chunk = 50_000;
  for (let done = 0; done < pairs; done += chunk) {
    const size = Math.min(chunk, pairs - done);
    await database.db.execute(
      sql.raw(`
      with j as (
        insert into fin_journals (sd_school_id, number, date, kind, description, total, source)
        select ${schoolId}, 'BENCH-' || (${done} + g), date '2025-01-01' + ((${done} + g) % 365), 'general_journal', 'Jurnal uji beban', 1000 + (g % 997) * 100, 'bench'
        from generate_series(1, ${size}) g
        returning fin_journal_id, date, total
      )
      insert into fin_journal_lines (sd_school_id, fin_journal_id, fin_account_id, date, debit, credit)
      select ${schoolId}, j.fin_journal_id, (array[${accounts.join(',')}])[1 + (j.fin_journal_id + s) % ${accounts.length}], j.date,
             case when s = 0 then j.total else 0 end, case when s = 1 then j.total else 0 end
      from j cross join generate_series(0, 1) s`),
    );
  }
  await database.db.execute(sql`analyze fin_journals`);
  await database.db.execute(sql`analyze fin_journal_lines`);
  const [{ total }] = await database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(finJournalLines)
    .where(eq(finJournalLines.schoolId, schoolId));
  return total;
}

async function main() {
  const url = await createFreshDatabase(adminUrl, name, 2000).catch(() => null);
  if (!url) throw new Error(`PostgreSQL tidak dapat dihubungi di ${adminUrl}`);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 20 });
  try {
    const { ctx, schoolId } = await fill(database);
    const [spp] = await database.db
      .select({ id: finFeeTypes.id })
      .from(finFeeTypes)
      .where(and(eq(finFeeTypes.schoolId, schoolId), eq(finFeeTypes.code, 'SPP')));

    // 1. A month's SPP for the whole school, rombel by rombel, as the background job runs it.
    const started = performance.now();
    const generated = await generateInvoicesNow(ctx, { feeTypeId: spp.id, period: '2030-01' });
    const generateMs = performance.now() - started;
    console.log(`invoices: ${generated.created} in ${seconds(generateMs)} s`);

    // 2. 100 cashiers at once on the same 20 students: five tries at each one's invoice of the month.
    const targets = await database.db
      .select({ id: finInvoices.id, studentId: finInvoices.studentId, net: finInvoices.net })
      .from(finInvoices)
      .where(and(eq(finInvoices.schoolId, schoolId), eq(finInvoices.period, '2030-01')))
      .limit(CONCURRENT / 5);
    const attempts = Array.from({ length: CONCURRENT }, (_, i) => targets[i % targets.length]);
    const payStart = performance.now();
    const outcomes = await Promise.allSettled(
      attempts.map((t) => createPayment({ ctx, input: { studentId: t.studentId, method: 'tunai', items: [{ invoiceId: t.id, amount: t.net }] } })),
    );
    const payMs = performance.now() - payStart;
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const [over] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(finInvoices)
      .where(and(eq(finInvoices.schoolId, schoolId), sql`${finInvoices.paid} > ${finInvoices.net}`));
    const [books] = await database.db
      .select({ debit: sql<string>`sum(debit)`, credit: sql<string>`sum(credit)` })
      .from(finJournalLines)
      .where(eq(finJournalLines.schoolId, schoolId));
    if (ok !== targets.length || over.n !== 0 || books.debit !== books.credit)
      throw new Error(`payments: ${ok} of ${targets.length} expected, ${over.n} overpaid, debit ${books.debit} credit ${books.credit}`);
    console.log(`payments: ${ok} paid, ${CONCURRENT - ok} refused in ${seconds(payMs)} s; debit = credit = ${books.debit}`);

    // 3. The trial balance over a million journal lines.
    const lines = await grow(database, schoolId);
    const times: number[] = [];
    let last = { totalDebit: 0, totalCredit: 0 };
    for (let i = 0; i < TB_RUNS; i++) {
      const t0 = performance.now();
      last = await trialBalance({ ctx, input: { to: '2099-12-31' } });
      times.push(performance.now() - t0);
    }
    if (last.totalDebit !== last.totalCredit) throw new Error('trial balance does not balance');
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`trial balance over ${lines} lines: p50 ${sorted[Math.floor(TB_RUNS / 2)].toFixed(0)} ms, p99 ${pct(sorted, 99).toFixed(0)} ms`);

    const load = os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ');
    writeSection(
      'Keuangan',
      `\`npm run bench:finance\` (issue 17), PostgreSQL, sekolah demo diperbesar menjadi ${STUDENTS.toLocaleString('id-ID')} siswa.

| ukuran | hasil | target |
|---|---|---|
| Tagihan SPP satu bulan untuk seluruh sekolah (${generated.created.toLocaleString('id-ID')} tagihan, per rombel satu transaksi dengan jurnal akrualnya, seperti job) | ${seconds(generateMs)} s | < 30 s |
| Neraca saldo atas ${lines.toLocaleString('id-ID')} baris jurnal, ${TB_RUNS} kali | median ${sorted[Math.floor(TB_RUNS / 2)].toFixed(0)} ms, p99 ${pct(sorted, 99).toFixed(0)} ms; Total Debit = Total Kredit | p99 < 2 s |
| ${CONCURRENT} pembayaran kasir serentak atas ${targets.length} tagihan (5 percobaan per tagihan) | ${ok} berhasil, ${CONCURRENT - ok} ditolak 422, tidak ada yang terbayar dua kali; total debit = total kredit (${Number(books.debit).toLocaleString('id-ID')}); ${seconds(payMs)} s | tidak ada bayar ganda |

Mesin bersama (2 core) dengan sesi lain yang berjalan: beban rata-rata saat diukur ${load} (1/5/15 menit), jadi angka ini batas atas.`,
    );
  } finally {
    await database.close();
    await dropDatabase(adminUrl, name).catch(() => undefined);
  }
}

await main();
