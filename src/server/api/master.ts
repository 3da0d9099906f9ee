import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { myChildren, myGuardianProfile, updateMyGuardianProfile } from '../master/guardian-self.ts';
import { peopleExport, peopleTemplate } from '../master/excel/export-people.ts';
import { importPeople } from '../master/excel/import-people.ts';
import { XLSX_TYPE } from '../master/excel/workbook.ts';
import { limitWorkbookUploads } from '../spreadsheet/upload-limit.ts';
import { activateStudents } from '../master/activate-accounts.ts';
import { startAccountCardsBatch } from '../master/account-cards-batch.ts';
import { filesDirOf } from '../files/storage.ts';
import { setFileReadGuard } from '../files/read-guards.ts';
import { startAccountCardsBatchContract } from '../../shared/api/account-cards-batch.ts';
import { route } from '../http/contract-route.ts';
import * as M from '../../shared/api/master.ts';

const FILE_NAMES: Record<string, string> = { students: 'siswa', teachers: 'guru', guardians: 'orang-tua' };

function sendXlsx(reply: FastifyReply, name: string, body: Buffer) {
  reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${name}.xlsx"`);
  return body;
}

/**
 * The master-data calls a definition cannot describe: Excel template, export and import of people, first
 * passwords for a rombel's imported students, and the guardian's own pages. The import takes the .xlsx itself as the request body (up to 5 MB, src/server/spreadsheet/).
 */
export function registerMasterApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, M.activateStudentsContract, ({ ctx, input }) => activateStudents({ ctx, input }));
  route(app, deps, startAccountCardsBatchContract, ({ ctx, input }) => startAccountCardsBatch({ ctx, input, filesDir: filesDirOf(deps) }));
  // Account cards hold first passwords: only the admin who asked for them may download them.
  setFileReadGuard('account_cards', async (ctx, file) => file.createdBy === ctx.session.userId);
  route(app, deps, M.guardianChildrenContract, ({ ctx }) => myChildren({ ctx }));
  route(app, deps, M.guardianProfileContract, ({ ctx }) => myGuardianProfile({ ctx }));
  route(app, deps, M.updateGuardianProfileContract, ({ ctx, input }) => updateMyGuardianProfile({ ctx, body: input }));
  route(app, deps, M.peopleTemplateContract, async ({ ctx, params, reply }) =>
    sendXlsx(reply, `templat-${FILE_NAMES[params.kind] ?? params.kind}`, await peopleTemplate({ ctx, kind: params.kind })),
  );
  route(app, deps, M.peopleExportContract, async ({ ctx, params, reply }) => {
    const day = new Date().toISOString().slice(0, 10);
    return sendXlsx(reply, `data-${FILE_NAMES[params.kind] ?? params.kind}-${day}`, await peopleExport({ ctx, kind: params.kind }));
  });
  app.register(async (scope) => {
    limitWorkbookUploads(scope, 'binary');
    scope.addContentTypeParser([XLSX_TYPE, 'application/octet-stream'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(scope, deps, M.peopleImportContract, ({ ctx, params, request }) => importPeople({ ctx, kind: params.kind, file: request.body }));
  });
}
