/** The daily statuses of a student (Hadir, Sakit, Izin, Alpa, Dispensasi) and what the rapor counts. */
export const STUDENT_STATUSES = ['H', 'S', 'I', 'A', 'D'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const STATUS_LABEL: Record<StudentStatus, string> = { H: 'Hadir', S: 'Sakit', I: 'Izin', A: 'Alpa', D: 'Dispensasi' };

/** Staff: Hadir, Sakit, Izin, Alpa, Dinas luar, Cuti. */
export const STAFF_STATUSES = ['H', 'S', 'I', 'A', 'D', 'C'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABEL: Record<StaffStatus, string> = { H: 'Hadir', S: 'Sakit', I: 'Izin', A: 'Alpa', D: 'Dinas luar', C: 'Cuti' };

export const DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
