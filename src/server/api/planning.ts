import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { sendPdf } from '../documents/pdf-file.ts';
import * as T from '../../shared/api/planning/templates.ts';
import * as D from '../../shared/api/planning/documents.ts';
import * as S from '../../shared/api/planning/supervision.ts';
import { copyTemplate, createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from '../planning/templates.ts';
import { createDocument, deleteDocument, documentLinkOptions, documentOptions, getDocument, listDocuments, updateDocument } from '../planning/documents.ts';
import { transitionDocument } from '../planning/workflow.ts';
import { documentPdf } from '../planning/document-pdf.ts';
import { processRecords, supervisionClass, supervisionClasses } from '../planning/supervision.ts';
import { curriculumSections } from '../planning/sections-overview.ts';
import { getRequirements, saveRequirements } from '../planning/requirements.ts';

/** Planning documents and their supervision (document 02, 2.5; issue 15). */
export function registerPlanningApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.listTemplatesContract, ({ ctx, input }) => listTemplates({ ctx, input }));
  route(app, deps, T.getTemplateContract, ({ ctx, params }) => getTemplate({ ctx, id: params.id }));
  route(app, deps, T.createTemplateContract, ({ ctx, input }) => createTemplate({ ctx, input }));
  route(app, deps, T.updateTemplateContract, ({ ctx, params, input }) => updateTemplate({ ctx, id: params.id, input }));
  route(app, deps, T.copyTemplateContract, ({ ctx, params }) => copyTemplate({ ctx, id: params.id }));
  route(app, deps, T.deleteTemplateContract, ({ ctx, params }) => deleteTemplate({ ctx, id: params.id }));
  route(app, deps, D.listDocumentsContract, ({ ctx, input }) => listDocuments({ ctx, input }));
  route(app, deps, D.optionsContract, ({ ctx, input }) => documentOptions({ ctx, input }));
  route(app, deps, D.getDocumentContract, ({ ctx, params }) => getDocument({ ctx, id: params.id }));
  route(app, deps, D.createDocumentContract, ({ ctx, input }) => createDocument({ ctx, input }));
  route(app, deps, D.updateDocumentContract, ({ ctx, params, input }) => updateDocument({ ctx, id: params.id, input }));
  route(app, deps, D.deleteDocumentContract, ({ ctx, params }) => deleteDocument({ ctx, id: params.id }));
  route(app, deps, D.linkOptionsContract, ({ ctx, params }) => documentLinkOptions({ ctx, id: params.id }));
  route(app, deps, D.transitionContract, ({ ctx, params, input }) => transitionDocument({ ctx, id: params.id, input }));
  route(app, deps, D.documentPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await documentPdf({ ctx, id: params.id, paper: input.paper })),
  );
  route(app, deps, S.supervisionClassesContract, ({ ctx, input }) => supervisionClasses({ ctx, input }));
  route(app, deps, S.supervisionClassContract, ({ ctx, params, input }) => supervisionClass({ ctx, params, input }));
  route(app, deps, S.processRecordsContract, ({ ctx, input }) => processRecords({ ctx, input }));
  route(app, deps, S.curriculumSectionsContract, ({ ctx, input }) => curriculumSections({ ctx, input }));
  route(app, deps, S.getRequirementsContract, ({ ctx, input }) => getRequirements({ ctx, input }));
  route(app, deps, S.saveRequirementsContract, ({ ctx, input }) => saveRequirements({ ctx, input }));
}
