/**
 * What other areas may call from attendance (decision 0015, "The seam for the rapor"). These signatures are kept
 * stable; the tables behind them are attendance's own and never read from outside.
 *   - studentAbsenceRecap(db, schoolId, studentIds, from, to): Sakit/Izin/Alpa/Dispensasi/Hadir per student.
 *   - semesterAbsenceRecap(db, schoolId, academicYearId, '1' | '2', studentIds): the same for a semester's dates
 *     (the teaching settings); the rapor's S/I/A.
 *   - schoolCalendar(db, schoolId, academicYearId?): isSchoolDay, countSchoolDays (library fines, hari efektif).
 */
export { studentAbsenceRecap, semesterAbsenceRecap, type AbsenceTotals } from './absence-recap.ts';
export { schoolCalendar } from './calendar.ts';
