import type { FastifyInstance } from 'fastify';
import { EXAM_FILE_MAX_BASE64 } from '../../shared/exams/platform/exam-file-schema.ts';
import * as C from '../../shared/api/exams/platform.ts';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { deleteExamFile, downloadExamFile, listExamFiles, uploadExamFile } from '../exams/platform/exam-files.ts';
import { examStatus } from '../exams/platform/exam-status.ts';
import { getExamSettings, saveExamDefaults, setExamWays, setResultsShown } from '../exams/platform/settings.ts';

/** The upload's JSON: the largest file in base64 and room for its title and name; the service answers 413 past 10 MB. */
const UPLOAD_BODY_LIMIT = EXAM_FILE_MAX_BASE64 + 64 * 1024;

/**
 * Exam endpoints of the "platform" family (issue 7): the school's exam rules, today's status, exam files. The
 * allowed lockdown apps are the resource engine's list exam-allowed-apps (/api/resources/exam-allowed-apps).
 */
export function registerExamPlatformApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.getExamSettingsContract, ({ ctx }) => getExamSettings({ ctx }));
  route(app, deps, C.saveExamDefaultsContract, ({ ctx, input }) => saveExamDefaults({ ctx, input }));
  route(app, deps, C.setResultsShownContract, ({ ctx, input }) => setResultsShown({ ctx, input }));
  route(app, deps, C.setExamWaysContract, ({ ctx, input }) => setExamWays({ ctx, input }));

  route(app, deps, C.examStatusContract, ({ ctx, input }) => examStatus({ ctx, input }));

  route(app, deps, C.listExamFilesContract, ({ ctx }) => listExamFiles({ ctx }));
  route(app, deps, C.deleteExamFileContract, ({ ctx, params }) => deleteExamFile({ ctx, input: params }));
  route(app, deps, C.downloadExamFileContract, async ({ ctx, params, reply }) => {
    const file = await downloadExamFile({ ctx, input: params });
    // RFC 6266: an ASCII fallback name, and the real name UTF-8 encoded.
    const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .type(file.mimeType)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
  // Its own scope: only this route accepts a body above the app's 2 MB limit.
  app.register(async (scope) => {
    scope.addHook('onRoute', (r) => {
      r.bodyLimit = UPLOAD_BODY_LIMIT;
    });
    route(scope, deps, C.uploadExamFileContract, ({ ctx, input }) => uploadExamFile({ ctx, input }));
  });
}
