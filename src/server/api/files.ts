import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as F from '../../shared/api/files.ts';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { serveFile } from '../files/read-file.ts';
import { uploadFile } from '../files/upload-file.ts';
import { setProfilePhoto, setProfilePhotoByNisn } from '../files/profile-photos.ts';

/** The kind is read from the query string before the body (the body is the file itself). */
const uploadQuery = z.object({ kind: z.string().optional() });

/** The one upload path (issue 12, item 5) and the one way files are served. */
export function registerFilesApi(app: FastifyInstance, deps: AppDeps): void {
  // Multipart only in this scope: every other /api call keeps accepting JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });
    route(scope, deps, F.uploadFileContract, ({ ctx, request }) => uploadFile({ ctx, input: uploadQuery.parse(request.query ?? {}), request }));
    // Impor Foto Profil: one person's photo, or one file of a batch named by NISN.
    route(scope, deps, F.profilePhotoContract, ({ ctx, params, request }) => setProfilePhoto({ ctx, input: { userId: params.userId }, request }));
    route(scope, deps, F.photoByNisnContract, ({ ctx, request }) => setProfilePhotoByNisn({ ctx, request }));
  });
  route(app, deps, F.fileContract, ({ ctx, params, request, reply }) => serveFile({ ctx, id: params.id, request, reply }));
}
