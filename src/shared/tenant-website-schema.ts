import { z } from 'zod';

/**
 * The school website's content, in files beside school.json (see docs/tenants.md):
 *   website.json   speech, vision and mission, profile, organisation, social media, categories, shortcuts
 *   gallery.json   albums of photos (generated SVG illustrations unless a file is given)
 *   blog/*.md      articles: front matter below, Markdown body
 *   news/*.md      news items: front matter below, Markdown body
 * Every field is documented here because this file is what a school editor reads when the build complains.
 */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug hanya huruf kecil, angka dan tanda hubung');
const isoDate = z.iso.date('Tanggal harus berformat YYYY-MM-DD');
const paragraphs = z.array(z.string().min(1)).min(1, 'Minimal satu paragraf');

export const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'youtube', 'tiktok', 'x', 'whatsapp'] as const;

export const websiteSchema = z.object({
  /** Sambutan kepala sekolah: the principal's welcome. Names here are fictional demo names. */
  speech: z.object({
    principal: z.string().min(3),
    title: z.string().default('Kepala Sekolah'),
    heading: z.string().min(3),
    body: paragraphs,
  }),
  vision: z.string().min(10),
  mission: z.array(z.string().min(5)).min(1),
  /** Objectives (tujuan) listed under the mission; optional. */
  goals: z.array(z.string()).default([]),
  profile: z.object({
    history: paragraphs,
    established: z.number().int().min(1900).max(2100),
    accreditation: z.enum(['A', 'B', 'C', 'Belum terakreditasi']),
    curriculum: z.string().default('Kurikulum Merdeka'),
    students: z.number().int().min(0).optional(),
    teachers: z.number().int().min(0).optional(),
    facilities: z.array(z.string()).default([]),
    extracurriculars: z.array(z.string()).default([]),
  }),
  /** Struktur organisasi: roles in order, each with a (fictional) name. */
  organisation: z.array(z.object({ role: z.string().min(2), name: z.string().min(2) })).min(1),
  social: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), handle: z.string().min(2), url: z.url('URL tidak valid') })).default([]),
  /** Blog categories; each article names one by slug. */
  categories: z.array(z.object({ slug, name: z.string().min(2) })).min(1),
  /** Quick links shown on /utility/info-floating-shortcut and in the site footer. */
  shortcuts: z.array(z.object({ label: z.string().min(2), href: z.string().min(1), description: z.string().optional() })).default([]),
});

export const gallerySchema = z.object({
  albums: z
    .array(
      z.object({
        slug,
        title: z.string().min(3),
        date: isoDate,
        description: z.string().default(''),
        photos: z
          .array(
            z.object({
              caption: z.string().min(3),
              /** A scene for the generated illustration, or a file beside gallery.json. */
              scene: z.enum(['gedung', 'lapangan', 'kelas', 'upacara', 'perpustakaan', 'lab', 'seni', 'alam']).default('gedung'),
              file: z.string().optional(),
            }),
          )
          .min(1),
      }),
    )
    .default([]),
});

export const articleSchema = z.object({
  /** Numeric id used in the address /blog-article/:slug_cate/:slug_title/:id; unique within the school. */
  id: z.number().int().positive(),
  title: z.string().min(5),
  slug,
  category: slug,
  date: isoDate,
  author: z.string().min(2),
  summary: z.string().min(10).max(300),
});

export const newsSchema = z.object({
  /** Numeric id used in /blog-news-detail/:id; unique within the school. */
  id: z.number().int().positive(),
  title: z.string().min(5),
  date: isoDate,
  summary: z.string().min(10).max(300),
});

export type Website = z.infer<typeof websiteSchema>;
export type Gallery = z.infer<typeof gallerySchema>;
export type ArticleMeta = z.infer<typeof articleSchema>;
export type NewsMeta = z.infer<typeof newsSchema>;
