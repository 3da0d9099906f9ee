import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { files } from '../db/schema/files.ts';
import { ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { verifyInput } from '../../shared/ppdb/schemas.ts';
import { requirePpdb } from './guard.ts';
import { averageIn, ownApplicant } from './applicant-access.ts';
import { readDossier } from './get-applicant.ts';
import { notifyApplicant } from './notify-applicant.ts';

const OPEN = ['submitted', 'verified', 'rejected'];

/**
 * POST /api/ppdb/applicants/:id/verify: the document check and the scoring inputs. "save" keeps the check for
 * later; "verified" needs every required document marked valid; "rejected" needs a note the family is told.
 */
export async function verifyApplicant({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof verifyInput> }) {
  requirePpdb(ctx, 'applicants.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const before = await ownApplicant(tx, schoolId, id, true);
    if (input.decision !== 'save' && !OPEN.includes(before.status)) {
      throw new AppError('conflict', 'Pendaftar ini sudah diputuskan pada seleksi; verifikasi tidak dapat diubah lagi.');
    }
    const fileIds = Object.values(input.documents)
      .map((d) => d.fileId)
      .filter((f): f is string => !!f);
    if (fileIds.length) {
      const found = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.schoolId, schoolId), eq(files.kind, 'ppdb_document'), inArray(files.id, fileIds)));
      if (found.length !== new Set(fileIds).size) throw validationError({ documents: ['Berkas dokumen tidak ditemukan. Unggah ulang.'] });
    }
    const dossier = await readDossier(tx, schoolId, id);
    const known = new Set(dossier.documents.map((d) => String(d.requirementId)));
    const documents = Object.fromEntries(
      Object.entries(input.documents)
        .filter(([key]) => known.has(key))
        .map(([key, d]) => [key, { ok: d.ok, ...(d.note ? { note: d.note } : {}), ...(d.fileId ? { fileId: d.fileId } : {}) }]),
    );
    if (input.decision === 'verified') {
      const missing = dossier.documents.filter((d) => d.required && !documents[String(d.requirementId)]?.ok).map((d) => d.name);
      if (missing.length) throw validationError({ documents: [`Dokumen wajib belum valid: ${missing.join(', ')}.`] });
      if (before.pathway === 'prestasi' && input.reportAverage == null) throw validationError({ reportAverage: ['Isi rata-rata rapor untuk jalur prestasi.'] });
      if ((before.pathway === 'domisili' || before.pathway === 'afirmasi') && input.distanceMeters == null)
        throw validationError({ distanceMeters: ['Isi jarak rumah ke sekolah untuk jalur ini.'] });
    }
    if (input.decision === 'rejected' && !input.note) throw validationError({ note: ['Tulis alasan penolakan; keluarga menerimanya.'] });
    const status = input.decision === 'save' ? before.status : input.decision;
    const set = {
      documents,
      distanceMeters: input.distanceMeters ?? null,
      reportAverage: averageIn(input.reportAverage),
      achievementPoints: input.achievementPoints,
      note: input.note ?? null,
      status,
      ...(input.decision !== 'save' ? { verifiedAt: new Date(), rank: null } : {}),
    };
    await tx.update(ppdbRegistrations).set(set).where(eq(ppdbRegistrations.id, id));
    await recordAudit(tx, ctx, {
      resource: 'ppdb_applicant',
      recordId: id,
      action: input.decision === 'save' ? 'check_documents' : input.decision,
      before: { status: before.status, documents: before.documents },
      after: set,
    });
    if (input.decision !== 'save' && status !== before.status) await notifyApplicant(tx, before, input.decision, { note: input.note });
    return readDossier(tx, schoolId, id);
  });
}
