import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordId } from '../../shared/ids.ts';
import type { AppDeps } from '../http/context.ts';
import { publicEndpoint, sessionEndpoint } from '../http/endpoint.ts';
import { serveFile } from '../files/read-file.ts';
import { uploadFile } from '../files/upload-file.ts';
import { setProfilePhoto, setProfilePhotoByNisn } from '../files/profile-photos.ts';
import { notFound } from '../http/errors.ts';

const uploadQuery = z.object({ kind: z.string().optional() });
const userParam = z.object({ userId: recordId });
const userIdOf = (params: unknown) => {
  const parsed = userParam.safeParse(params);
  if (!parsed.success) throw notFound('Pengguna tidak ditemukan.');
  return parsed.data.userId;
};

/** The one upload path (issue 12, item 5) and the one way files are served. */
export function registerFilesApi(app: FastifyInstance, deps: AppDeps): void {
  // Multipart only in this scope: every other /api call keeps accepting JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });
    sessionEndpoint(scope, deps, {
      method: 'POST',
      url: '/api/files',
      handler: ({ ctx, request }) => uploadFile({ ctx, input: uploadQuery.parse(request.query ?? {}), request }),
    });
    // Impor Foto Profil: one person's photo, or one file of a batch named by NISN.
    sessionEndpoint(scope, deps, {
      method: 'POST',
      url: '/api/people/:userId/photo',
      handler: ({ ctx, request }) => setProfilePhoto({ ctx, input: { userId: userIdOf(request.params) }, request }),
    });
    sessionEndpoint(scope, deps, { method: 'POST', url: '/api/people/photos/by-nisn', handler: setProfilePhotoByNisn });
  });
  publicEndpoint(app, deps, {
    method: 'GET',
    url: '/api/files/:id',
    handler: ({ ctx, request, reply }) => serveFile({ ctx, id: (request.params as { id: string }).id, request, reply }),
  });
}
