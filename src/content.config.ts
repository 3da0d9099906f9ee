import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { tenantSchoolSchema } from './shared/tenant-schema.ts';
import { articleSchema, gallerySchema, newsSchema, websiteSchema } from './shared/tenant-website-schema.ts';

/**
 * One collection per kind of tenant file. Entry ids are the file's path under tenants/ ("demo-smk/school.json"),
 * so a schema error reads "schools → demo-smk/school.json ... contacts.email: Email tidak valid": the file and
 * the field. Checks across files (categories, unique ids and NPSN) run in src/shared/tenant-checks.ts.
 */
const base = './tenants';
const byPath = ({ entry }: { entry: string }) => entry;

export const collections = {
  schools: defineCollection({ loader: glob({ base, pattern: '*/school.json', generateId: byPath }), schema: tenantSchoolSchema }),
  websites: defineCollection({ loader: glob({ base, pattern: '*/website.json', generateId: byPath }), schema: websiteSchema }),
  galleries: defineCollection({ loader: glob({ base, pattern: '*/gallery.json', generateId: byPath }), schema: gallerySchema }),
  articles: defineCollection({ loader: glob({ base, pattern: '*/blog/*.md', generateId: byPath }), schema: articleSchema }),
  news: defineCollection({ loader: glob({ base, pattern: '*/news/*.md', generateId: byPath }), schema: newsSchema }),
  /** Optional per-school privacy policy replacing the template: privacy.md (Indonesian), privacy.en.md (English). */
  privacyOverrides: defineCollection({
    loader: glob({ base, pattern: '*/privacy{,.en}.md', generateId: byPath }),
    schema: z.object({ title: z.string().optional(), updated: z.iso.date().optional() }),
  }),
};
