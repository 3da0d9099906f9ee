import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { allowedAppSchema } from '../../shared/exams/platform/allowed-app-schema.ts';
import { EXAM_FILE_MAX_BASE64, examFileUploadSchema } from '../../shared/exams/platform/exam-file-schema.ts';
import { examDefaultsSchema, examWaysSchema, resultsSwitchSchema } from '../../shared/exams/platform/settings-schema.ts';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { pathId } from '../http/path-id.ts';
import { deleteAllowedApp, listAllowedApps, saveAllowedApp } from '../exams/platform/allowed-apps.ts';
import { deleteExamFile, downloadExamFile, listExamFiles, uploadExamFile } from '../exams/platform/exam-files.ts';
import { examStatus, examStatusInput } from '../exams/platform/exam-status.ts';
import { getExamSettings, saveExamDefaults, setExamWays, setResultsShown } from '../exams/platform/settings.ts';

/** The upload's JSON: the largest file in base64 and room for its title and name; the service answers 413 past 10 MB. */
const UPLOAD_BODY_LIMIT = EXAM_FILE_MAX_BASE64 + 64 * 1024;

/** Exam endpoints of the "platform" family (issue 7): the school's exam rules, whitelisted apps, today's status, exam files. */
export function registerExamPlatformApi(app: FastifyInstance, deps: AppDeps): void {
  const s = <S extends z.ZodType, O>(spec: Parameters<typeof sessionEndpoint<S, O>>[2]) => sessionEndpoint(app, deps, spec);
  const byId = (request: FastifyRequest) => ({ id: pathId(request) });

  s({ method: 'GET', url: '/api/exams/platform/settings', handler: getExamSettings });
  s({ method: 'PUT', url: '/api/exams/platform/settings/defaults', input: examDefaultsSchema, handler: saveExamDefaults });
  s({ method: 'PUT', url: '/api/exams/platform/settings/results', input: resultsSwitchSchema, handler: setResultsShown });
  s({ method: 'PUT', url: '/api/exams/platform/settings/ways', input: examWaysSchema, handler: setExamWays });

  s({ method: 'GET', url: '/api/exams/platform/apps', handler: listAllowedApps });
  s({ method: 'POST', url: '/api/exams/platform/apps', input: allowedAppSchema, handler: saveAllowedApp });
  s({ method: 'PUT', url: '/api/exams/platform/apps/:id', input: allowedAppSchema, handler: ({ ctx, input, request }) => saveAllowedApp({ ctx, input: { ...input, ...byId(request) } }) });
  s({ method: 'DELETE', url: '/api/exams/platform/apps/:id', handler: ({ ctx, request }) => deleteAllowedApp({ ctx, input: byId(request) }) });

  s({ method: 'GET', url: '/api/exams/platform/status', input: examStatusInput, handler: examStatus });

  s({ method: 'GET', url: '/api/exams/platform/files', handler: listExamFiles });
  s({ method: 'DELETE', url: '/api/exams/platform/files/:id', handler: ({ ctx, request }) => deleteExamFile({ ctx, input: byId(request) }) });
  s({
    method: 'GET',
    url: '/api/exams/platform/files/:id/download',
    handler: async ({ ctx, request, reply }) => {
      const file = await downloadExamFile({ ctx, input: byId(request) });
      // RFC 6266: an ASCII fallback name, and the real name UTF-8 encoded.
      const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });
  // Its own scope: only this route accepts a body above the app's 2 MB limit.
  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = UPLOAD_BODY_LIMIT;
    });
    sessionEndpoint(scope, deps, { method: 'POST', url: '/api/exams/platform/files', input: examFileUploadSchema, handler: uploadExamFile });
  });
}
