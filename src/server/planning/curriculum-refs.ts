/**
 * The seam to the curriculum module: a document's links are checked against the school's own curriculum through
 * that module's services, and stored with the code and text as linked, so the PDF prints what the teacher linked
 * even when the curriculum text changes later. Kurikulum Merdeka documents link TPs (listLearningObjectives; the
 * TP carries its CP element). K13 documents will link KI/KD once the curriculum module offers a KD look-up.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { classes } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { listLearningObjectives } from '../curriculum/learning-objectives.ts';
import type { LinkKind } from '../../shared/planning/model.ts';
import type { DocumentRow } from './document-view.ts';

export interface ResolvedLink {
  refKind: LinkKind;
  refId: number;
  code: string;
  label: string;
}

/** Which kinds a document may link today, and why not the others. */
export const LINKABLE: Record<DocumentRow['curriculum'], { kinds: readonly LinkKind[]; note: string | null }> = {
  merdeka: { kinds: ['tp'], note: null },
  k13: { kinds: [], note: 'Tautan KI/KD belum tersedia: modul kurikulum belum menyediakan data KD sekolah untuk ditautkan.' },
};

const gradeOf = async (db: Db | Tx, classId: number) => (await db.select({ grade: classes.grade }).from(classes).where(eq(classes.id, classId)))[0]?.grade;

/** The TPs a document can link: the school's own for the document's course and grade, in ATP order. */
export async function linkOptions(db: Db | Tx, schoolId: number, doc: DocumentRow) {
  if (!LINKABLE[doc.curriculum].kinds.includes('tp')) return [];
  const grade = await gradeOf(db, doc.classId);
  const tps = await listLearningObjectives(db, schoolId, { courseId: doc.courseId, ...(grade ? { grade } : {}) });
  return tps.map((tp) => ({
    refKind: 'tp' as const,
    refId: tp.id,
    code: tp.code,
    label: tp.description,
    group: tp.element ?? tp.atpTitle,
    semester: tp.semester,
  }));
}

export async function resolveLinks(
  tx: Tx,
  ctx: SessionContext,
  doc: DocumentRow,
  links: readonly { refKind: LinkKind; refId: number }[],
): Promise<ResolvedLink[]> {
  if (links.length === 0) return [];
  const allowed = LINKABLE[doc.curriculum];
  const tps = new Map(
    (await listLearningObjectives(tx, ctx.session.schoolId, { ids: links.filter((l) => l.refKind === 'tp').map((l) => l.refId) })).map((tp) => [tp.id, tp]),
  );
  const errors: Record<string, string[]> = {};
  const out: ResolvedLink[] = [];
  links.forEach((l, i) => {
    const tp = l.refKind === 'tp' ? tps.get(l.refId) : undefined;
    if (!allowed.kinds.includes(l.refKind)) errors[`links.${i}.refKind`] = [allowed.note ?? 'Jenis tautan ini bukan untuk kurikulum dokumen.'];
    else if (!tp) errors[`links.${i}.refId`] = ['TP tidak ditemukan di kurikulum sekolah.'];
    else if (tp.courseId !== null && tp.courseId !== doc.courseId) errors[`links.${i}.refId`] = ['TP ini untuk mata pelajaran lain.'];
    else out.push({ refKind: 'tp', refId: tp.id, code: tp.code, label: tp.description });
  });
  if (Object.keys(errors).length) throw validationError(errors, 'Sebagian tautan kurikulum tidak valid.');
  return [...new Map(out.map((l) => [`${l.refKind}:${l.refId}`, l])).values()];
}
