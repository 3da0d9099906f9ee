import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { posts } from '../db/schema/content.ts';
import { schools } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import type { postInput } from '../../shared/content/schemas.ts';
import { postPath } from '../../shared/content/public-news.ts';
import { schoolPage } from '../../shared/tenant-site.ts';
import { requireContent } from './guard.ts';
import { asHtml, sanitizeRichText, textOf } from './sanitize.ts';
import { forgetSchoolNews } from './public-news.ts';

type Post = typeof posts.$inferSelect;
type Input = z.infer<typeof postInput>;

const view = (p: Post, slug: string) => ({
  id: p.id,
  title: p.title,
  summary: p.summary,
  body: p.body,
  status: p.status as 'draft' | 'published',
  publishedAt: p.publishedAt,
  updatedAt: p.updatedAt,
  publicUrl: p.status === 'published' ? postPath(slug, p.id) : null,
});

async function slugOf(ctx: SessionContext) {
  const [school] = await ctx.db.select({ slug: schools.slug }).from(schools).where(eq(schools.id, ctx.session.schoolId));
  return school.slug;
}

/** The cleaned body and its summary; a body with nothing left after cleaning is a 422. */
function prepare(input: Input) {
  const body = sanitizeRichText(asHtml(input.body));
  const text = textOf(body);
  if (!text) throw validationError({ body: ['Isi wajib diisi (tanpa skrip atau tag yang tidak diizinkan).'] });
  const summary = input.summary?.trim() || (text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text);
  return { title: input.title, body, summary };
}

const duplicate = () => validationError({ title: ['Sudah ada berita dengan judul ini.'] });

/** GET /api/content/posts */
export async function listPosts({ ctx }: { ctx: SessionContext }) {
  requireContent(ctx, 'website.write');
  const [rows, slug] = await Promise.all([
    ctx.db
      .select()
      .from(posts)
      .where(and(eq(posts.schoolId, ctx.session.schoolId), eq(posts.kind, 'news')))
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(500),
    slugOf(ctx),
  ]);
  return {
    data: rows.map((p) => {
      const { body: _body, ...rest } = view(p, slug);
      return rest;
    }),
    siteUrl: schoolPage(slug, 'blog-news'),
  };
}

async function findPost(ctx: SessionContext, id: number) {
  const [post] = await ctx.db
    .select()
    .from(posts)
    .where(and(eq(posts.schoolId, ctx.session.schoolId), eq(posts.id, id)));
  if (!post) throw notFound('Berita tidak ditemukan.');
  return post;
}

/** GET /api/content/posts/:id */
export async function getPost({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireContent(ctx, 'website.write');
  return view(await findPost(ctx, id), await slugOf(ctx));
}

/** POST /api/content/posts: published at once (visible on the site within the page cache's seconds) or a draft. */
export async function createPost({ ctx, input }: { ctx: SessionContext; input: Input }) {
  requireContent(ctx, 'website.write');
  const values = prepare(input);
  const slug = await slugOf(ctx);
  const post = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.schoolId, ctx.session.schoolId), eq(posts.kind, 'news'), eq(posts.title, values.title)));
    if (taken) throw duplicate();
    const [row] = await tx
      .insert(posts)
      .values({
        schoolId: ctx.session.schoolId,
        kind: 'news',
        ...values,
        status: input.publish ? 'published' : 'draft',
        publishedAt: input.publish ? new Date() : null,
        createdBy: ctx.session.userId,
      })
      .returning();
    await recordAudit(tx, ctx, {
      resource: 'post',
      recordId: row.id,
      action: input.publish ? 'publish' : 'create',
      after: { title: row.title, status: row.status },
    });
    return row;
  });
  forgetSchoolNews(slug);
  return view(post, slug);
}

/** PUT /api/content/posts/:id: edit, publish, or take back to draft. */
export async function updatePost({ ctx, id, input }: { ctx: SessionContext; id: number; input: Input }) {
  requireContent(ctx, 'website.write');
  const values = prepare(input);
  const slug = await slugOf(ctx);
  const post = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.schoolId, ctx.session.schoolId), eq(posts.id, id)))
      .for('update');
    if (!before) throw notFound('Berita tidak ditemukan.');
    const [taken] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.schoolId, ctx.session.schoolId), eq(posts.kind, before.kind), eq(posts.title, values.title)));
    if (taken && taken.id !== id) throw duplicate();
    const status = input.publish ? 'published' : 'draft';
    const [row] = await tx
      .update(posts)
      .set({ ...values, status, publishedAt: input.publish ? (before.publishedAt ?? new Date()) : null, updatedAt: new Date() })
      .where(eq(posts.id, id))
      .returning();
    await recordAudit(tx, ctx, {
      resource: 'post',
      recordId: id,
      action: 'update',
      before: { title: before.title, status: before.status },
      after: { title: row.title, status },
    });
    return row;
  });
  forgetSchoolNews(slug);
  return view(post, slug);
}

/** DELETE /api/content/posts/:id */
export async function deletePost({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireContent(ctx, 'website.write');
  const slug = await slugOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(posts)
      .where(and(eq(posts.schoolId, ctx.session.schoolId), eq(posts.id, id)))
      .returning();
    if (!gone) throw notFound('Berita tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'post', recordId: id, action: 'delete', before: { title: gone.title, status: gone.status } });
  });
  forgetSchoolNews(slug);
  return { message: 'Berita dihapus.' };
}
