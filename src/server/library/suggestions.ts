/** Usulan koleksi: members suggest titles to buy; the librarian accepts or rejects each with an answer. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { librarySuggestions } from '../db/schema/library.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, fieldError } from '../http/errors.ts';
import { libraryAllows, memberCode } from '../../shared/library/permissions.ts';
import { requireLibrary } from './guard.ts';

async function suggestionRows(db: Db | Tx, ctx: SessionContext, where: SQL | undefined) {
  const rows = await db
    .select({ s: librarySuggestions, memberName: users.fullName })
    .from(librarySuggestions)
    .innerJoin(users, eq(users.id, librarySuggestions.memberId))
    .where(and(eq(librarySuggestions.schoolId, ctx.session.schoolId), where))
    .orderBy(desc(librarySuggestions.createdAt), desc(librarySuggestions.id))
    .limit(500);
  return rows.map(({ s, memberName }) => ({
    id: s.id,
    title: s.title,
    authors: s.authors,
    note: s.note,
    status: s.status as 'submitted' | 'accepted' | 'rejected',
    response: s.response,
    memberName,
    memberCode: memberCode(s.memberId),
    mine: s.memberId === ctx.session.userId,
    createdAt: s.createdAt.toISOString(),
    decidedAt: s.decidedAt?.toISOString() ?? null,
  }));
}

/** GET /api/library/suggestions */
export async function listSuggestions({ ctx, input }: { ctx: SessionContext; input: { status: 'submitted' | 'accepted' | 'rejected' | 'all' } }) {
  const staff = libraryAllows('library.reports', ctx.session.userTypeId);
  if (!staff) requireLibrary(ctx, 'library.member');
  const where = and(
    input.status === 'all' ? undefined : eq(librarySuggestions.status, input.status),
    staff ? undefined : eq(librarySuggestions.memberId, ctx.session.userId),
  );
  return {
    data: await suggestionRows(ctx.db, ctx, where),
    canDecide: libraryAllows('library.manage', ctx.session.userTypeId),
    canSuggest: libraryAllows('library.member', ctx.session.userTypeId),
  };
}

/** POST /api/library/suggestions */
export async function createSuggestion({ ctx, input }: { ctx: SessionContext; input: { title: string; authors?: string | null; note?: string | null } }) {
  requireLibrary(ctx, 'library.member');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: librarySuggestions.id })
      .from(librarySuggestions)
      .where(
        and(
          eq(librarySuggestions.schoolId, schoolId),
          eq(librarySuggestions.status, 'submitted'),
          sql`lower(${librarySuggestions.title}) = ${input.title.toLowerCase()}`,
        ),
      )
      .limit(1);
    if (same) throw fieldError('title', 'Judul ini sudah diusulkan dan sedang menunggu keputusan pustakawan.');
    const [row] = await tx
      .insert(librarySuggestions)
      .values({ schoolId, memberId: ctx.session.userId, title: input.title, authors: input.authors ?? null, note: input.note ?? null })
      .returning({ id: librarySuggestions.id });
    await recordAudit(tx, ctx, { resource: 'library_suggestion', recordId: row.id, action: 'create', after: input });
    return (await suggestionRows(tx, ctx, eq(librarySuggestions.id, row.id)))[0];
  });
}

/** POST /api/library/suggestions/:id/decision */
export async function decideSuggestion({
  ctx,
  id,
  input,
}: {
  ctx: SessionContext;
  id: number;
  input: { status: 'accepted' | 'rejected'; response?: string | null };
}) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(librarySuggestions)
      .where(and(eq(librarySuggestions.schoolId, schoolId), eq(librarySuggestions.id, id)))
      .for('update');
    if (!row) throw notFound('Usulan tidak ditemukan.');
    if (row.status !== 'submitted') throw new AppError('conflict', 'Usulan ini sudah diputuskan.');
    await tx
      .update(librarySuggestions)
      .set({ status: input.status, response: input.response ?? null, decidedBy: ctx.session.userId, decidedAt: new Date() })
      .where(eq(librarySuggestions.id, id));
    await recordAudit(tx, ctx, {
      resource: 'library_suggestion',
      recordId: id,
      action: input.status === 'accepted' ? 'accept' : 'reject',
      before: { status: row.status },
      after: input,
    });
    return (await suggestionRows(tx, ctx, eq(librarySuggestions.id, id)))[0];
  });
}
