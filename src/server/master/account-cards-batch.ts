/**
 * "Buat Password Awal" for a rombel, a grade or the whole school as a background job (docs/decisions/0008-documents.md,
 * "Kartu Akun as a job"). The job draws the first passwords itself, so they never travel in a request, a payload
 * or a log: it hashes them, renders the Kartu Akun PDFs, stores them as files only the admin who asked may read,
 * and then sets every password in one transaction that also queues the files' deletion an hour later.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_CARDS_KEEP_MINUTES, type accountCardsBatchInput } from '../../shared/api/account-cards-batch.ts';
import type { Paper } from '../../shared/documents/paper.ts';
import { canSetPasswords } from '../../shared/resources/access.ts';
import { STUDENTS } from '../../shared/resources/definitions/students.ts';
import { hashFirstPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { arrayParam } from '../db/sql-arrays.ts';
import { classes, classMaps, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { pagesFor, renderAccountCards, rombelsOf, type AccountCard } from '../documents/account-cards.ts';
import { pdfFilename } from '../documents/pdf-file.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import { saveBytes, type SavedFile } from '../files/save-file.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, validationError } from '../http/errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { PermanentJobError, type JobHandler } from '../jobs/handler.ts';
import { audit } from '../resources/audit.ts';
import { NO_PASSWORD } from '../resources/person-binding.ts';
import { authorize, scopeOf } from '../resources/scope.ts';
import { initialPassword } from './activate-accounts.ts';
import { ACCOUNT_CARDS_EXPIRE_JOB, deleteFiles } from './account-cards-expire.ts';

export const ACCOUNT_CARDS_JOB = 'master.account_cards';

/** Pages per PDF: a 1,000-page pdfmake document peaks near 700 MB; 100 pages stay under ~100 MB. */
const PAGES_PER_FILE = 100;

const payloadSchema = z.object({
  schoolId: z.number().int(),
  yearId: z.number().int(),
  userId: z.number().int(),
  userTypeId: z.string(),
  paper: z.enum(['A4', 'F4']),
  scope: z.enum(['section', 'class', 'school']),
  /** The rombel or the grade (kelas) the scope names; null for the whole school. */
  targetId: z.number().int().nullable(),
  filesDir: z.string(),
});
type Payload = z.infer<typeof payloadSchema>;

/** The students of the scope who have no password yet (imported ones), by rombel then name. */
function waitingStudents(db: Db, p: Pick<Payload, 'schoolId' | 'yearId' | 'scope' | 'targetId'>) {
  return db
    .select({ id: users.id, fullName: users.fullName, username: users.email, section: sections.name })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(
      and(
        eq(classMaps.academicYearId, p.yearId),
        eq(users.schoolId, p.schoolId),
        eq(users.userTypeId, '5'),
        eq(users.passwordHash, NO_PASSWORD),
        p.scope === 'section' ? eq(sections.id, p.targetId!) : undefined,
        p.scope === 'class' ? eq(sections.classId, p.targetId!) : undefined,
      ),
    )
    .orderBy(asc(sections.name), asc(users.fullName), asc(users.id));
}

/** POST /api/master/students/account-cards/batch: checks the scope is this school's, then queues the job. */
export async function startAccountCardsBatch({
  ctx,
  input,
  filesDir,
}: {
  ctx: SessionContext;
  input: z.output<typeof accountCardsBatchInput>;
  filesDir: string;
}) {
  const scope = scopeOf(ctx.session);
  authorize(STUDENTS, scope, 'write');
  if (!canSetPasswords(scope.userTypeId)) throw forbidden('Hanya admin sekolah yang dapat mengatur password siswa.');
  if (scope.yearId === null) throw validationError({ scope: ['Pilih tahun ajaran terlebih dahulu.'] });
  const targetId = input.scope === 'section' ? input.sd_section_id! : input.scope === 'class' ? input.sd_class_id! : null;
  if (input.scope === 'section') {
    const [own] = await ctx.db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.id, targetId!), eq(sections.schoolId, scope.schoolId), eq(sections.academicYearId, scope.yearId)));
    if (!own) throw validationError({ sd_section_id: ['Rombel tidak ditemukan di tahun ajaran ini.'] });
  }
  if (input.scope === 'class') {
    const [own] = await ctx.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, targetId!), eq(classes.schoolId, scope.schoolId)));
    if (!own) throw validationError({ sd_class_id: ['Tingkat kelas tidak ditemukan di sekolah ini.'] });
  }
  const payload: Payload = {
    schoolId: scope.schoolId,
    yearId: scope.yearId,
    userId: scope.userId,
    userTypeId: scope.userTypeId,
    paper: input.paper,
    scope: input.scope,
    targetId,
    filesDir,
  };
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(waitingStudents(ctx.db, payload).as('w'));
  if (n === 0) throw validationError({ scope: ['Semua siswa pada pilihan ini sudah punya password.'] });
  const jobId = await ctx.db.transaction((tx) =>
    enqueueJob(tx, { kind: ACCOUNT_CARDS_JOB, payload, schoolId: scope.schoolId, userId: scope.userId, maxAttempts: 2 }),
  );
  return { jobId, students: n };
}

/** Whole rombels packed into files of at most PAGES_PER_FILE pages (a bigger rombel is a file of its own). */
function packFiles(cards: readonly AccountCard[]): AccountCard[][] {
  const files: AccountCard[][] = [];
  let current: AccountCard[] = [];
  let pages = 0;
  for (const rombel of rombelsOf(cards)) {
    if (current.length && pages + pagesFor(rombel.length) > PAGES_PER_FILE) {
      files.push(current);
      [current, pages] = [[], 0];
    }
    current.push(...rombel);
    pages += pagesFor(rombel.length);
  }
  if (current.length) files.push(current);
  return files;
}

const pagesOf = (cards: readonly AccountCard[]) => rombelsOf(cards).reduce((n, rombel) => n + pagesFor(rombel.length), 0);

const rombelSpan = (cards: readonly AccountCard[]) => {
  const [first, last] = [cards[0].section ?? '-', cards.at(-1)!.section ?? '-'];
  return first === last ? first : `${first} s.d. ${last}`;
};

/** The job's work; `progress` gets 0–100. Also what the benchmark times (through the worker). */
export async function makeAccountCards(db: Db, p: Payload, progress: (percent: number) => Promise<void>) {
  const started = Date.now();
  const waiting = await waitingStudents(db, p);
  const expiresAt = new Date(Date.now() + ACCOUNT_CARDS_KEEP_MINUTES * 60_000);
  if (!waiting.length) return { students: 0, seconds: 0, expiresAt: expiresAt.toISOString(), files: [] };
  const cards = waiting.map((s) => ({ ...s, password: initialPassword() }));

  // 0–45 %: hashing, one per core at a time (password.ts), reported every few percent.
  let hashed = 0;
  const step = Math.max(1, Math.floor(cards.length / 20));
  const hashes = await Promise.all(
    cards.map(async (c) => {
      const h = await hashFirstPassword(c.password);
      if (++hashed % step === 0) void progress((hashed / cards.length) * 45).catch(() => undefined);
      return h;
    }),
  );

  // 45–95 %: the PDFs, stored before any password is set, so a failure leaves every account as it was.
  const school = await loadSchoolProfile(db, p.schoolId);
  const parts = packFiles(cards);
  const saved: (SavedFile & { sections: string; cards: number; pages: number })[] = [];
  try {
    for (const [i, part] of parts.entries()) {
      const bytes = await renderAccountCards({ school, paper: p.paper as Paper, cards: part });
      const name = pdfFilename('kartu-akun', parts.length > 1 ? `${rombelSpan(part)} bagian ${i + 1}` : rombelSpan(part), p.paper as Paper);
      const file = await saveBytes(db, p.filesDir, bytes, {
        schoolId: p.schoolId,
        kind: 'account_cards',
        mime: 'application/pdf',
        originalName: name,
        createdBy: p.userId,
      });
      saved.push({ ...file, sections: rombelSpan(part), cards: part.length, pages: pagesOf(part) });
      await progress(45 + ((i + 1) / parts.length) * 50);
    }
    await setPasswords(db, p, cards, hashes, saved, expiresAt);
  } catch (error) {
    await deleteFiles(
      db,
      p.filesDir,
      p.schoolId,
      saved.map((f) => f.id),
    );
    throw error;
  }
  return {
    students: cards.length,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    expiresAt: expiresAt.toISOString(),
    files: saved.map((f) => ({ name: f.originalName, sections: f.sections, cards: f.cards, pages: f.pages, url: f.url, size: f.size })),
  };
}

/**
 * Every password in one transaction, only where there still is none: if an account got one meanwhile (another
 * admin, another job), its card would lie, so the whole batch is refused and the job tries again with fresh cards.
 */
async function setPasswords(db: Db, p: Payload, cards: { id: number }[], hashes: string[], files: SavedFile[], expiresAt: Date) {
  await db.transaction(async (tx) => {
    // One statement for the whole batch, an array parameter per column (sql-arrays.ts): 10,000 rows, one round trip.
    const changed = await tx.execute<{ id: number }>(sql`
      update sd_users u set password_hash = v.hash, updated_at = now()
      from unnest(${arrayParam(cards.map((c) => c.id))}::int[], ${arrayParam(hashes)}::text[]) as v(id, hash)
      where u.sd_user_id = v.id and u.password_hash = ${NO_PASSWORD}
      returning u.sd_user_id as id`);
    if (changed.rows.length !== cards.length) throw new Error('Ada siswa yang mendapat password dari proses lain. Kartu dibuat ulang.');
    const scope = { userId: p.userId, userTypeId: p.userTypeId, schoolId: p.schoolId, yearId: p.yearId };
    await audit(
      tx,
      scope,
      STUDENTS,
      cards.map((c) => ({ id: c.id, action: 'update', before: { has_password: false }, after: { has_password: true } })),
    );
    await enqueueJob(tx, {
      kind: ACCOUNT_CARDS_EXPIRE_JOB,
      payload: { schoolId: p.schoolId, filesDir: p.filesDir, fileIds: files.map((f) => f.id) },
      schoolId: p.schoolId,
      userId: p.userId,
      runAt: expiresAt,
    });
  });
}

export const accountCardsJob: JobHandler<Payload> = {
  kind: ACCOUNT_CARDS_JOB,
  parse: (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Permintaan kartu akun tidak dikenali.');
    return parsed.data;
  },
  run: ({ db, payload, progress }) => makeAccountCards(db, payload, progress),
};
