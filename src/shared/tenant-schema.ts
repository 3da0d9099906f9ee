import { z } from 'zod';

/**
 * One school's folder under tenants/<slug>/: school.json validated by this schema.
 * The same schema validates the Astro content collection (build) and the database seed.
 * Website content (speech, vision, gallery, blog, news) lives beside it; see docs/tenants.md.
 */
export const SCHOOL_STAGES = ['TK', 'SD', 'MI', 'SMP', 'MTs', 'SMA', 'MA', 'SMK', 'SLB'] as const;
export type SchoolStage = (typeof SCHOOL_STAGES)[number];

export const tenantSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Slug hanya boleh huruf, angka, garis bawah dan tanda hubung');

const isoDate = z.iso.date('Tanggal harus berformat YYYY-MM-DD');

/** Admission pathways (jalur) of SPMB 2025; a period lists the ones it opens. */
export const PPDB_PATHWAYS = ['domisili', 'afirmasi', 'prestasi', 'mutasi', 'reguler'] as const;
export const PPDB_PATHWAY_LABELS: Record<(typeof PPDB_PATHWAYS)[number], string> = {
  domisili: 'Domisili',
  afirmasi: 'Afirmasi',
  prestasi: 'Prestasi',
  mutasi: 'Perpindahan tugas orang tua/wali',
  reguler: 'Reguler',
};

export const ppdbPeriodSchema = z
  .object({
    /** Stable key stored with each registration, e.g. "2027-gel-1". */
    id: z.string().regex(/^[a-z0-9-]{3,40}$/, 'Kode gelombang: huruf kecil, angka dan tanda hubung'),
    name: z.string().min(3),
    academicYear: z.string().regex(/^\d{4}\/\d{4}$/, 'Tahun ajaran berformat 2027/2028'),
    opens: isoDate,
    closes: isoDate,
    pathways: z.array(z.enum(PPDB_PATHWAYS)).min(1),
    quota: z.number().int().positive(),
    /** Registration fee in rupiah; 0 means free. */
    fee: z.number().int().min(0).default(0),
    requirements: z.array(z.string()).default([]),
  })
  .refine((p) => p.opens <= p.closes, { message: 'Tanggal tutup harus setelah tanggal buka', path: ['closes'] });

export const ppdbSettingsSchema = z.object({
  periods: z.array(ppdbPeriodSchema).default([]),
  /** Programmes (jurusan) an applicant chooses from, for SMK/SMA; empty for the others. */
  majors: z.array(z.string()).default([]),
  contactPerson: z.string().optional(),
});

export const PRIVACY_DEFAULTS = {
  retentionYears: 5,
  officer: 'Petugas Pelindungan Data Pribadi',
  effectiveDate: '2026-07-01',
};

export const privacySettingsSchema = z.object({
  /** Years student records are kept after a student leaves, before deletion or anonymisation. */
  retentionYears: z.number().int().min(1).max(50).default(PRIVACY_DEFAULTS.retentionYears),
  /** Who answers privacy requests at the school (a role, not a person's name). */
  officer: z.string().default(PRIVACY_DEFAULTS.officer),
  /** Address for privacy requests; the school's email when absent. */
  email: z.email('Email tidak valid').optional(),
  effectiveDate: isoDate.default(PRIVACY_DEFAULTS.effectiveDate),
});

export const tenantSchoolSchema = z.object({
  name: z.string().min(3, 'Nama sekolah wajib diisi'),
  /** The short code the school signs in with in its apps (school_code in the spec). */
  code: z.string().regex(/^[A-Z0-9-]{2,20}$/, 'Kode sekolah 2-20 huruf besar/angka'),
  stage: z.enum(SCHOOL_STAGES),
  npsn: z.string().regex(/^\d{8}$/, 'NPSN harus 8 digit'),
  /** Demo foundation or another foundation this school belongs to (slug of the foundation). */
  foundation: z.string().optional(),
  appName: z.string().min(2),
  address: z.object({
    street: z.string(),
    village: z.string().optional(),
    district: z.string().optional(),
    city: z.string(),
    province: z.string(),
    postalCode: z
      .string()
      .regex(/^\d{5}$/, 'Kode pos 5 digit')
      .optional(),
  }),
  contacts: z.object({
    email: z.email('Email tidak valid'),
    phone: z.string().optional(),
    whatsapp: z.string().optional(),
    website: z.url().optional(),
  }),
  colors: z
    .object({ primary: z.string().regex(/^#[0-9a-f]{6}$/i), secondary: z.string().regex(/^#[0-9a-f]{6}$/i) })
    .default({ primary: '#1d4ed8', secondary: '#f59e0b' }),
  /** Host names that serve this school's website on the bare paths (/head-speechs, ...). */
  domains: z.array(z.string()).default([]),
  /** Old addresses of the privacy page kept working (document 02, section 2.3), e.g. "/privacy_bi3". */
  legacyPrivacyPaths: z.array(z.string().regex(/^\/[^\s]*$/, 'Alamat harus diawali /')).default([]),
  /** One line under the school's name on its website and in the directory. */
  tagline: z.string().max(160).optional(),
  /** Admission (PPDB/SPMB) settings: the periods the public pages list and the registration form accepts. */
  ppdb: ppdbSettingsSchema.default({ periods: [], majors: [] }),
  /** What the privacy-policy template needs from the school; every field has a sensible default. */
  privacy: privacySettingsSchema.default(PRIVACY_DEFAULTS),
});

export type TenantSchool = z.infer<typeof tenantSchoolSchema>;
export type PpdbPeriod = z.infer<typeof ppdbPeriodSchema>;
export type PpdbSettings = z.infer<typeof ppdbSettingsSchema>;
