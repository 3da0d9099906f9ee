/**
 * The seam to the curriculum module: a document's links are checked against the school's own curriculum through
 * that module's services, and stored with the code and text as linked, so the PDF prints what the teacher linked
 * even when the curriculum text changes later. Kurikulum Merdeka documents link TPs (listLearningObjectives; the
 * TP carries its CP element); K13 documents (silabus, RPP) link KDs (listBasicCompetences; the KD carries its KI).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { classes } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { listLearningObjectives } from '../curriculum/learning-objectives.ts';
import { listBasicCompetences } from '../curriculum/basic-competences.ts';
import type { LinkKind } from '../../shared/planning/model.ts';
import type { DocumentRow } from './document-view.ts';

export interface ResolvedLink {
  refKind: LinkKind;
  refId: number;
  code: string;
  label: string;
}

/**
 * Which kinds a document may link, and why not the others. A TP names its CP element and a KD its KI, so the
 * narrower link says the wider one too.
 */
export const LINKABLE: Record<DocumentRow['curriculum'], { kinds: readonly LinkKind[]; note: string | null }> = {
  merdeka: { kinds: ['tp'], note: null },
  k13: { kinds: ['kd'], note: null },
};

/** The KI a KD sits under, as the picker groups them. */
const KI_NAMES: Record<number, string> = { 1: 'KI-1 Sikap spiritual', 2: 'KI-2 Sikap sosial', 3: 'KI-3 Pengetahuan', 4: 'KI-4 Keterampilan' };
const kiName = (n: number) => KI_NAMES[n] ?? `KI-${n}`;

const gradeOf = async (db: Db | Tx, classId: number) => (await db.select({ grade: classes.grade }).from(classes).where(eq(classes.id, classId)))[0]?.grade;

/** What a document can link: the school's own TPs (Merdeka, in ATP order) or KDs (K13) for its course and grade. */
export async function linkOptions(db: Db | Tx, schoolId: number, doc: DocumentRow) {
  const grade = await gradeOf(db, doc.classId);
  const scope = { courseId: doc.courseId, ...(grade ? { grade } : {}) };
  if (LINKABLE[doc.curriculum].kinds.includes('kd'))
    return (await listBasicCompetences(db, schoolId, scope)).map((kd) => ({
      refKind: 'kd' as const,
      refId: kd.id,
      code: kd.code,
      label: kd.description,
      group: kiName(kd.kiNumber),
      semester: null,
    }));
  const tps = await listLearningObjectives(db, schoolId, scope);
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
  const schoolId = ctx.session.schoolId;
  const idsOf = (kind: LinkKind) => links.filter((l) => l.refKind === kind).map((l) => l.refId);
  // One after the other: a transaction is one connection, which takes one statement at a time.
  const tps = await listLearningObjectives(tx, schoolId, { ids: idsOf('tp') });
  const kds = await listBasicCompetences(tx, schoolId, { ids: idsOf('kd') });
  const tpById = new Map(tps.map((tp) => [tp.id, tp]));
  const kdById = new Map(kds.map((kd) => [kd.id, kd]));
  // A KD belongs to the course whose profile names its platform subject.
  const courseKds = kds.length
    ? new Set((await listBasicCompetences(tx, schoolId, { courseId: doc.courseId, ids: [...kdById.keys()] })).map((kd) => kd.id))
    : new Set<number>();
  const errors: Record<string, string[]> = {};
  const out: ResolvedLink[] = [];
  links.forEach((l, i) => {
    if (!allowed.kinds.includes(l.refKind)) {
      errors[`links.${i}.refKind`] = [
        allowed.note ?? (doc.curriculum === 'k13' ? 'Dokumen K13 ditautkan ke KD, bukan CP/TP.' : 'Modul ajar ditautkan ke TP, bukan KI/KD.'),
      ];
    } else if (l.refKind === 'tp') {
      const tp = tpById.get(l.refId);
      if (!tp) errors[`links.${i}.refId`] = ['TP tidak ditemukan di kurikulum sekolah.'];
      else if (tp.courseId !== null && tp.courseId !== doc.courseId) errors[`links.${i}.refId`] = ['TP ini untuk mata pelajaran lain.'];
      else out.push({ refKind: 'tp', refId: tp.id, code: tp.code, label: tp.description });
    } else {
      const kd = kdById.get(l.refId);
      if (!kd) errors[`links.${i}.refId`] = ['KD tidak ditemukan di kurikulum sekolah.'];
      else if (!courseKds.has(kd.id)) errors[`links.${i}.refId`] = ['KD ini untuk mata pelajaran lain.'];
      else out.push({ refKind: 'kd', refId: kd.id, code: kd.code, label: kd.description });
    }
  });
  if (Object.keys(errors).length) throw validationError(errors, 'Sebagian tautan kurikulum tidak valid.');
  return [...new Map(out.map((l) => [`${l.refKind}:${l.refId}`, l])).values()];
}
