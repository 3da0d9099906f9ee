/** Case rows as lists show them: the student with their rombel of the case's year, who asked, who counsels. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { counselingCases } from '../../db/schema/counseling.ts';
import { classMaps, sections } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { CaseStatus } from '../../../shared/classroom/counseling.ts';

const student = alias(users, 'student');
const requester = alias(users, 'requester');
const counselor = alias(users, 'counselor');

export async function caseSummaries(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      c: counselingCases,
      studentName: student.fullName,
      sectionName: sections.name,
      requestedByName: requester.fullName,
      counselorName: counselor.fullName,
    })
    .from(counselingCases)
    .innerJoin(student, eq(student.id, counselingCases.studentId))
    .leftJoin(classMaps, and(eq(classMaps.userId, counselingCases.studentId), eq(classMaps.academicYearId, counselingCases.academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(requester, eq(requester.id, counselingCases.requestedBy))
    .leftJoin(counselor, eq(counselor.id, counselingCases.counselorId))
    .where(where)
    .orderBy(desc(counselingCases.createdAt), desc(counselingCases.id));
  return rows.map(({ c, ...names }) => ({
    id: c.id,
    studentId: c.studentId,
    studentName: names.studentName,
    sectionName: names.sectionName,
    title: c.title,
    category: c.category as 'pribadi',
    source: c.source as 'request',
    status: c.status as CaseStatus,
    requestNote: c.requestNote,
    preferredTime: c.preferredTime,
    requestedByName: names.requestedByName,
    counselorName: names.counselorName,
    createdAt: c.createdAt,
  }));
}
