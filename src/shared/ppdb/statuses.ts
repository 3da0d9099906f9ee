/** An applicant's way through admission, and how each step reads to staff and to the family. */
export const APPLICANT_STATUSES = ['submitted', 'verified', 'rejected', 'accepted', 'not_accepted', 'reregistered'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicantStatus, string> = {
  submitted: 'Menunggu verifikasi',
  verified: 'Terverifikasi',
  rejected: 'Berkas ditolak',
  accepted: 'Diterima',
  not_accepted: 'Tidak diterima',
  reregistered: 'Sudah daftar ulang',
};

/** What the public check page says; a selection result stays hidden until the period is announced. */
export function publicStatusLabel(status: string, announced: boolean): string {
  if (status === 'submitted') return 'Terdaftar, menunggu verifikasi berkas';
  if (status === 'verified') return 'Berkas terverifikasi, menunggu seleksi';
  if (status === 'rejected') return 'Berkas tidak memenuhi syarat';
  if (!announced && (status === 'accepted' || status === 'not_accepted')) return 'Berkas terverifikasi, dalam proses seleksi';
  if (status === 'accepted') return 'Diterima. Silakan melakukan daftar ulang.';
  if (status === 'not_accepted') return 'Tidak diterima';
  if (status === 'reregistered') return 'Diterima, sudah daftar ulang';
  return status;
}

export const ACTIVITY_KINDS = ['registration', 'verification', 'selection', 'announcement', 'reregistration'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  registration: 'Pendaftaran',
  verification: 'Verifikasi berkas',
  selection: 'Seleksi dan pemeringkatan',
  announcement: 'Pengumuman',
  reregistration: 'Daftar ulang',
};
