/** The photos of the website's albums (/post_upload_image): placed, captioned and removed by the office. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { files } from '../db/schema/files.ts';
import { schools } from '../db/schema/schools.ts';
import { siteAlbumPhotos, siteAlbums } from '../db/schema/website.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { MAX_ALBUM_PHOTOS, type albumPhotoCaptionInput, type albumPhotoInput } from '../../shared/api/content/albums.ts';
import { schoolPage } from '../../shared/tenant-site.ts';
import { requireContent } from './guard.ts';
import { forgetSchoolSites } from './public-site.ts';

const view = (p: typeof siteAlbumPhotos.$inferSelect) => ({ id: p.id, image: p.image, caption: p.caption });

async function findAlbum(ctx: SessionContext, id: number) {
  const [album] = await ctx.db
    .select()
    .from(siteAlbums)
    .where(and(eq(siteAlbums.id, id), eq(siteAlbums.schoolId, ctx.session.schoolId)));
  if (!album) throw notFound('Album tidak ditemukan.');
  return album;
}

async function findPhoto(ctx: SessionContext, id: number) {
  const [photo] = await ctx.db
    .select()
    .from(siteAlbumPhotos)
    .where(and(eq(siteAlbumPhotos.id, id), eq(siteAlbumPhotos.schoolId, ctx.session.schoolId)));
  if (!photo) throw notFound('Foto tidak ditemukan.');
  return photo;
}

/** GET /api/content/albums/:id/photos */
export async function listAlbumPhotos({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireContent(ctx, 'website.write');
  const album = await findAlbum(ctx, id);
  const [rows, [school]] = await Promise.all([
    ctx.db.select().from(siteAlbumPhotos).where(eq(siteAlbumPhotos.albumId, album.id)).orderBy(asc(siteAlbumPhotos.id)),
    ctx.db.select({ slug: schools.slug }).from(schools).where(eq(schools.id, ctx.session.schoolId)),
  ]);
  return {
    album: { id: album.id, title: album.title, isPublished: album.isPublished },
    data: rows.map(view),
    publicUrl: schoolPage(school.slug, 'gallery-album'),
  };
}

/** POST /api/content/albums/:id/photos: the picture must be this school's website_image upload. */
export async function addAlbumPhoto({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.infer<typeof albumPhotoInput> }) {
  requireContent(ctx, 'website.write');
  const album = await findAlbum(ctx, id);
  const photo = await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.image.slice('/api/files/'.length)), eq(files.schoolId, ctx.session.schoolId), eq(files.kind, 'website_image')));
    if (!file) throw validationError({ image: ['Gambar tidak ditemukan. Unggah ulang gambarnya.'] });
    const [{ n }] = await tx.select({ n: count() }).from(siteAlbumPhotos).where(eq(siteAlbumPhotos.albumId, album.id));
    if (n >= MAX_ALBUM_PHOTOS) throw validationError({ image: [`Album ini sudah berisi ${MAX_ALBUM_PHOTOS} foto. Buat album baru.`] });
    const [row] = await tx
      .insert(siteAlbumPhotos)
      .values({ schoolId: ctx.session.schoolId, albumId: album.id, image: input.image, caption: input.caption, createdBy: ctx.session.userId })
      .returning();
    await recordAudit(tx, ctx, { resource: 'album-photos', recordId: row.id, action: 'create', after: view(row) });
    return row;
  });
  forgetSchoolSites();
  return view(photo);
}

/** PUT /api/content/album-photos/:id */
export async function updateAlbumPhoto({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.infer<typeof albumPhotoCaptionInput> }) {
  requireContent(ctx, 'website.write');
  const before = await findPhoto(ctx, id);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(siteAlbumPhotos).set({ caption: input.caption }).where(eq(siteAlbumPhotos.id, before.id)).returning();
    await recordAudit(tx, ctx, { resource: 'album-photos', recordId: before.id, action: 'update', before: view(before), after: view(updated) });
    return updated;
  });
  forgetSchoolSites();
  return view(row);
}

/** DELETE /api/content/album-photos/:id */
export async function deleteAlbumPhoto({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireContent(ctx, 'website.write');
  const before = await findPhoto(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(siteAlbumPhotos).where(eq(siteAlbumPhotos.id, before.id));
    await recordAudit(tx, ctx, { resource: 'album-photos', recordId: before.id, action: 'delete', before: view(before) });
  });
  forgetSchoolSites();
  return { message: 'Foto dikeluarkan dari album.' };
}
