import { and, eq, inArray } from 'drizzle-orm';
import { STUDENTS } from '../../shared/resources/definitions/students.ts';
import { classMaps, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { renderAccountCards } from '../documents/account-cards.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { authorize, scopeOf } from '../resources/scope.ts';
import type { ParsedInput } from '../../shared/api/contract.ts';
import type { accountCardsPdfContract } from '../../shared/api/documents.ts';

/**
 * POST /api/master/students/account-cards.pdf: the Kartu Akun of the first passwords "Buat Password Awal" has
 * just shown. Only the hashes are kept, so the screen sends the passwords back; everything else on a card
 * (name, username, rombel) is read again from the school's own students, and an id of anyone else is refused.
 */
export async function accountCardsPdf({ ctx, input }: { ctx: SessionContext; input: ParsedInput<typeof accountCardsPdfContract> }): Promise<PdfFile> {
  const scope = scopeOf(ctx.session);
  authorize(STUDENTS, scope, 'write');
  const ids = input.cards.map((c) => c.id);
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, username: users.email, section: sections.name })
    .from(users)
    .leftJoin(classMaps, and(eq(classMaps.userId, users.id), scope.yearId === null ? undefined : eq(classMaps.academicYearId, scope.yearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(inArray(users.id, ids), eq(users.schoolId, scope.schoolId), eq(users.userTypeId, '5')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw validationError({ cards: ['Ada kartu untuk siswa yang tidak ditemukan di sekolah ini.'] });
  const cards = input.cards.map((c) => {
    const row = byId.get(c.id)!;
    return { fullName: row.fullName, username: row.username, section: row.section, password: c.password };
  });
  const school = await loadSchoolProfile(ctx.db, scope.schoolId);
  const bytes = await renderAccountCards({ school, paper: input.paper, cards });
  return { filename: pdfFilename('kartu-akun', cards[0].section ?? '', input.paper), bytes };
}
