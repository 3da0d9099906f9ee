import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as T from '../../shared/api/curriculum/texts.ts';
import * as A from '../../shared/api/curriculum/atp.ts';
import { copyTexts, deleteText, listTexts, saveText, type TextKind } from '../curriculum/texts/text-service.ts';
import { CP_KIND, KD_KIND, KI_KIND } from '../curriculum/texts/kinds.ts';
import { subjectOptions } from '../curriculum/subjects.ts';
import { getAtp, listAtps } from '../curriculum/atps.ts';
import { copyAtp, createAtp, deleteAtp, saveAtp } from '../curriculum/atp-write.ts';
import { linkTpQuestions, tpQuestions } from '../curriculum/tp-questions.ts';
import * as S from '../../shared/api/curriculum/structure.ts';
import * as I from '../../shared/api/curriculum/import.ts';
import { importTemplate, importTexts } from '../curriculum/import-texts.ts';
import { getCourseProfiles, saveCourseProfiles } from '../curriculum/structure/course-profiles.ts';
import { getGradeMatrix, saveGradeMatrix } from '../curriculum/structure/grade-matrix.ts';
import { getGradeCurricula, saveGradeCurricula } from '../curriculum/structure/grade-curricula.ts';
import { getRaporMapping, saveRaporMapping } from '../curriculum/structure/rapor-mapping.ts';
import { getCourseDetail } from '../curriculum/structure/course-detail.ts';
import { getOverview, getSubjectPhase } from '../curriculum/structure/overview.ts';
import { getThemeKds, saveThemeKds } from '../curriculum/structure/theme-kds.ts';

type TextContracts = typeof T.CP | typeof T.KD | typeof T.KI;

function registerTexts(app: FastifyInstance, deps: AppDeps, c: TextContracts, kind: TextKind<any>) {
  route(app, deps, c.list as typeof T.CP.list, ({ ctx, input }) => listTexts(ctx, kind, input as Parameters<typeof listTexts>[2]));
  route(app, deps, c.save as typeof T.CP.save, ({ ctx, input }) => saveText(ctx, kind, input as Parameters<typeof saveText>[2]));
  route(app, deps, c.remove, ({ ctx, params }) => deleteText(ctx, kind, params.id));
  route(app, deps, c.copy as typeof T.CP.copy, ({ ctx, input }) => copyTexts(ctx, kind, input));
}

/** Curriculum reference and subject structure (document 02, section 2.5; issue 15). */
export function registerCurriculumApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.listSubjectsContract, ({ ctx }) => subjectOptions({ ctx }));
  registerTexts(app, deps, T.CP, CP_KIND);
  registerTexts(app, deps, T.KD, KD_KIND);
  registerTexts(app, deps, T.KI, KI_KIND);
  route(app, deps, A.listAtpsContract, ({ ctx, input }) => listAtps({ ctx, input }));
  route(app, deps, A.getAtpContract, ({ ctx, params }) => getAtp({ ctx, id: params.id }));
  route(app, deps, A.createAtpContract, ({ ctx, input }) => createAtp({ ctx, input }));
  route(app, deps, A.saveAtpContract, ({ ctx, params, input }) => saveAtp({ ctx, id: params.id, input }));
  route(app, deps, A.deleteAtpContract, ({ ctx, params }) => deleteAtp({ ctx, id: params.id }));
  route(app, deps, A.copyAtpContract, ({ ctx, params, input }) => copyAtp({ ctx, id: params.id, input }));
  route(app, deps, A.tpQuestionsContract, ({ ctx, params }) => tpQuestions({ ctx, id: params.id }));
  route(app, deps, A.linkTpQuestionsContract, ({ ctx, params, input }) => linkTpQuestions({ ctx, id: params.id, input }));
  route(app, deps, S.getCourseProfilesContract, ({ ctx }) => getCourseProfiles({ ctx }));
  route(app, deps, S.saveCourseProfilesContract, ({ ctx, input }) => saveCourseProfiles({ ctx, input }));
  route(app, deps, S.getGradeMatrixContract, ({ ctx }) => getGradeMatrix({ ctx }));
  route(app, deps, S.saveGradeMatrixContract, ({ ctx, input }) => saveGradeMatrix({ ctx, input }));
  route(app, deps, S.getGradeCurriculaContract, ({ ctx }) => getGradeCurricula({ ctx }));
  route(app, deps, S.saveGradeCurriculaContract, ({ ctx, input }) => saveGradeCurricula({ ctx, input }));
  route(app, deps, S.getRaporMappingContract, ({ ctx, input }) => getRaporMapping({ ctx, input }));
  route(app, deps, S.saveRaporMappingContract, ({ ctx, input }) => saveRaporMapping({ ctx, input }));
  route(app, deps, S.getCourseDetailContract, ({ ctx, params }) => getCourseDetail({ ctx, id: params.id }));
  route(app, deps, S.getOverviewContract, ({ ctx }) => getOverview({ ctx }));
  route(app, deps, S.getSubjectPhaseContract, ({ ctx, params, input }) => getSubjectPhase({ ctx, id: params.id, phase: input.phase }));
  route(app, deps, I.importTemplateContract, async ({ ctx, input, reply }) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="template-${input.kind}.xlsx"`)
      .send(await importTemplate({ ctx, kind: input.kind })),
  );
  route(app, deps, I.importTextsContract, ({ ctx, input }) => importTexts({ ctx, input }));
  route(app, deps, S.getThemeKdsContract, ({ ctx, params }) => getThemeKds({ ctx, id: params.id }));
  route(app, deps, S.saveThemeKdsContract, ({ ctx, params, input }) => saveThemeKds({ ctx, id: params.id, input }));
}
