import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { files } from '../db/schema/files.ts';
import { employeeAppendices } from '../db/schema/staff.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import type { appendixInput } from '../../shared/staff/schemas.ts';
import { staffAllows } from '../../shared/staff/permissions.ts';
import { requireStaff } from './guard.ts';
import { oneEmployee } from './employees.ts';

const view = (a: typeof employeeAppendices.$inferSelect, fullName: string) => ({
  id: a.id,
  userId: a.userId,
  fullName,
  kind: a.kind,
  title: a.title,
  documentNumber: a.documentNumber,
  documentDate: a.documentDate,
  fileId: a.fileId,
});

/** GET /api/staff/appendices: every appendix of the school's employees. */
export async function listAppendices({ ctx }: { ctx: SessionContext }) {
  requireStaff(ctx, 'staff.read');
  const rows = await ctx.db
    .select({ a: employeeAppendices, fullName: users.fullName })
    .from(employeeAppendices)
    .innerJoin(users, eq(users.id, employeeAppendices.userId))
    .where(eq(employeeAppendices.schoolId, ctx.session.schoolId))
    .orderBy(asc(users.fullName), asc(employeeAppendices.id));
  return { data: rows.map((r) => view(r.a, r.fullName)), canEdit: staffAllows('staff.write', ctx.session.userTypeId) };
}

/** POST /api/staff/appendices: a new appendix, or a change of the one whose id is sent; the file must be the school's. */
export async function saveAppendix({ ctx, input }: { ctx: SessionContext; input: z.output<typeof appendixInput> & { id?: number } }) {
  requireStaff(ctx, 'staff.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const person = await oneEmployee(tx, schoolId, input.userId).catch(() => {
      throw validationError({ userId: ['Pegawai tidak ditemukan.'] });
    });
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.schoolId, schoolId), eq(files.id, input.fileId), eq(files.kind, 'employee_document')));
    if (!file) throw validationError({ fileId: ['Berkas tidak ditemukan. Unggah ulang.'] });
    const values = {
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      documentNumber: input.documentNumber ?? null,
      documentDate: input.documentDate ?? null,
      fileId: input.fileId,
    };
    if (input.id === undefined) {
      const [row] = await tx
        .insert(employeeAppendices)
        .values({ schoolId, ...values })
        .returning();
      await recordAudit(tx, ctx, { resource: 'employee_appendix', recordId: row.id, action: 'create', after: row });
      return view(row, person.fullName);
    }
    const where = and(eq(employeeAppendices.schoolId, schoolId), eq(employeeAppendices.id, input.id));
    const [before] = await tx.select().from(employeeAppendices).where(where);
    if (!before) throw notFound('Lampiran tidak ditemukan.');
    const [row] = await tx.update(employeeAppendices).set(values).where(where).returning();
    await recordAudit(tx, ctx, { resource: 'employee_appendix', recordId: row.id, action: 'update', before, after: values });
    return view(row, person.fullName);
  });
}

/** DELETE /api/staff/appendices/:id */
export async function deleteAppendix({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireStaff(ctx, 'staff.write');
  await ctx.db.transaction(async (tx) => {
    const where = and(eq(employeeAppendices.schoolId, ctx.session.schoolId), eq(employeeAppendices.id, id));
    const [before] = await tx.select().from(employeeAppendices).where(where);
    if (!before) throw notFound('Lampiran tidak ditemukan.');
    await tx.delete(employeeAppendices).where(where);
    await recordAudit(tx, ctx, { resource: 'employee_appendix', recordId: id, action: 'delete', before });
  });
  return { status: true, message: 'Lampiran dihapus.' };
}
