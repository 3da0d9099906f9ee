/**
 * The photos of the website's albums (/post_upload_image, issue 20): a picture is uploaded through the one upload
 * path (kind website_image), then placed in an album with its caption. The albums themselves are the resource
 * site-albums (/post_album_index).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { messageAnswerSchema, pathIdSchema } from '../common.ts';
import { FILE_URL_PATTERN } from '../../files/file-kinds.ts';

const TAG = 'Website';
const access = 'admin, TU, kepala sekolah';
export const MAX_ALBUM_PHOTOS = 200;

const caption = z.string().trim().max(200, 'Keterangan paling banyak 200 karakter.');
export const albumPhotoInput = z.object({
  image: z.string({ error: 'Unggah gambarnya dulu.' }).regex(FILE_URL_PATTERN, 'Unggah gambar melalui tombol unggah.'),
  caption: caption.default(''),
});
export const albumPhotoCaptionInput = z.object({ caption });

export const albumPhotoSchema = z.object({ id: z.number(), image: z.string(), caption: z.string() });

export const listAlbumPhotosContract = defineContract({
  name: 'content.album-photos.list',
  method: 'GET',
  path: '/api/content/albums/:id/photos',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({
    album: z.object({ id: z.number(), title: z.string(), isPublished: z.boolean() }),
    data: z.array(albumPhotoSchema),
    publicUrl: z.string(),
  }),
  tag: TAG,
  access,
  summary: 'Foto-foto satu album galeri website, urut unggah.',
});

export const addAlbumPhotoContract = defineContract({
  name: 'content.album-photos.add',
  method: 'POST',
  path: '/api/content/albums/:id/photos',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: albumPhotoInput,
  output: albumPhotoSchema,
  status: 201,
  tag: TAG,
  access,
  summary: `Memasukkan gambar yang sudah diunggah (jenis website_image, milik sekolah ini) ke album; paling banyak ${MAX_ALBUM_PHOTOS} foto per album.`,
  example: { image: '/api/files/00000000-0000-4000-8000-000000000000', caption: 'Upacara bendera' },
});

export const updateAlbumPhotoContract = defineContract({
  name: 'content.album-photos.update',
  method: 'PUT',
  path: '/api/content/album-photos/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: albumPhotoCaptionInput,
  output: albumPhotoSchema,
  tag: TAG,
  access,
  summary: 'Mengubah keterangan satu foto album.',
});

export const deleteAlbumPhotoContract = defineContract({
  name: 'content.album-photos.delete',
  method: 'DELETE',
  path: '/api/content/album-photos/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: messageAnswerSchema,
  tag: TAG,
  access,
  summary: 'Mengeluarkan satu foto dari album (berkasnya tetap tersimpan).',
});
