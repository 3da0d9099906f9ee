import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { myChildren, myGuardianProfile, updateMyGuardianProfile } from '../master/guardian-self.ts';
import { peopleExport, peopleTemplate } from '../master/excel/export-people.ts';
import { importPeople } from '../master/excel/import-people.ts';
import { XLSX_TYPE } from '../master/excel/workbook.ts';
import { limitWorkbookUploads } from '../spreadsheet/upload-limit.ts';
import { activateInput, activateStudents } from '../master/activate-accounts.ts';

const FILE_NAMES: Record<string, string> = { students: 'siswa', teachers: 'guru', guardians: 'orang-tua' };
const kindOf = (params: unknown) => (params as { kind: string }).kind;

function sendXlsx(reply: FastifyReply, name: string, body: Buffer) {
  reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${name}.xlsx"`);
  return body;
}

/**
 * The master-data calls a definition cannot describe: Excel template, export and import of people, first
 * passwords for a rombel's imported students, and the guardian's own pages. The import takes the .xlsx itself as the request body (up to 5 MB, src/server/spreadsheet/).
 */
export function registerMasterApi(app: FastifyInstance, deps: AppDeps): void {
  sessionEndpoint(app, deps, { method: 'POST', url: '/api/master/students/activate', input: activateInput, handler: activateStudents });
  sessionEndpoint(app, deps, { method: 'GET', url: '/api/master/guardian/children', handler: myChildren });
  sessionEndpoint(app, deps, { method: 'GET', url: '/api/master/guardian/profile', handler: myGuardianProfile });
  sessionEndpoint(app, deps, {
    method: 'PUT',
    url: '/api/master/guardian/profile',
    input: z.record(z.string(), z.unknown()),
    handler: ({ ctx, input }) => updateMyGuardianProfile({ ctx, body: input }),
  });
  sessionEndpoint(app, deps, {
    method: 'GET',
    url: '/api/master/excel/:kind/template',
    handler: async ({ ctx, request, reply }) => {
      const kind = kindOf(request.params);
      return sendXlsx(reply, `templat-${FILE_NAMES[kind] ?? kind}`, await peopleTemplate({ ctx, kind }));
    },
  });
  sessionEndpoint(app, deps, {
    method: 'GET',
    url: '/api/master/excel/:kind/export',
    handler: async ({ ctx, request, reply }) => {
      const kind = kindOf(request.params);
      const day = new Date().toISOString().slice(0, 10);
      return sendXlsx(reply, `data-${FILE_NAMES[kind] ?? kind}-${day}`, await peopleExport({ ctx, kind }));
    },
  });
  app.register(async (scope) => {
    limitWorkbookUploads(scope, 'binary');
    scope.addContentTypeParser([XLSX_TYPE, 'application/octet-stream'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    sessionEndpoint(scope, deps, {
      method: 'POST',
      url: '/api/master/excel/:kind/import',
      handler: ({ ctx, request }) => importPeople({ ctx, kind: kindOf(request.params), file: request.body }),
    });
  });
}
