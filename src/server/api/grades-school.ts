import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { filesDirOf } from '../files/storage.ts';
import * as P from '../../shared/api/grades/promotion.ts';
import * as G from '../../shared/api/grades/graduation.ts';
import * as B from '../../shared/api/grades/rapor-batch.ts';
import { prepareNextYear, promotionOverview, savePlacements, sectionPromotion } from '../grades/promotion.ts';
import { finalSections, graduation, graduationDecisions, graduationXlsx, saveGraduationWeights } from '../grades/graduation.ts';
import { finalExams, finalExamsXlsx, importFinalExam, saveFinalExams } from '../grades/final-exams.ts';
import { startRaporBatch } from '../grades/rapor-batch.ts';
import { XLSX_TYPE, type XlsxFile } from '../grades/xlsx.ts';
import * as Rep from '../../shared/api/grades/reports.ts';
import { gradesReport, gradesReportXlsx } from '../grades/reports.ts';
import * as H from '../../shared/api/grades/homeroom.ts';
import { listHomeroom, setHomeroom } from '../grades/homeroom.ts';
import * as S from '../../shared/api/grades/supervision.ts';
import * as CG from '../../shared/api/grades/course-groups.ts';
import * as CR from '../../shared/api/grades/class-requests.ts';
import { createClassRequest, decideClassRequest, listClassRequests } from '../grades/class-requests.ts';
import { listCourseGroups, saveCourseGroups } from '../grades/course-groups.ts';
import { createSupervision, deleteSupervision, listSupervision, updateSupervision } from '../grades/supervision.ts';

export const sendXlsx = (reply: FastifyReply, file: XlsxFile) =>
  reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.bytes);

/** The school-wide part of grades: promotion into next year, graduation, ujian sekolah, the whole-school rapor job. */
export function registerGradesSchoolApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, P.promotionOverviewContract, ({ ctx }) => promotionOverview({ ctx }));
  route(app, deps, P.prepareNextYearContract, ({ ctx }) => prepareNextYear({ ctx }));
  route(app, deps, P.sectionPromotionContract, ({ ctx, params }) => sectionPromotion({ ctx, id: params.id }));
  route(app, deps, P.savePlacementsContract, ({ ctx, params, input }) => savePlacements({ ctx, id: params.id, input }));
  route(app, deps, G.finalSectionsContract, ({ ctx }) => finalSections({ ctx }));
  route(app, deps, G.saveGraduationWeightsContract, ({ ctx, input }) => saveGraduationWeights({ ctx, input }));
  route(app, deps, G.graduationContract, ({ ctx, params }) => graduation({ ctx, id: params.id }));
  route(app, deps, G.graduationDecisionsContract, ({ ctx, params, input }) => graduationDecisions({ ctx, id: params.id, input }));
  route(app, deps, G.graduationXlsxContract, async ({ ctx, params, reply }) => sendXlsx(reply, await graduationXlsx({ ctx, id: params.id })));
  route(app, deps, G.finalExamsContract, ({ ctx, params }) => finalExams({ ctx, id: params.id }));
  route(app, deps, G.saveFinalExamsContract, ({ ctx, params, input }) => saveFinalExams({ ctx, id: params.id, input }));
  route(app, deps, G.importFinalExamContract, ({ ctx, params, input }) => importFinalExam({ ctx, id: params.id, input }));
  route(app, deps, G.finalExamsXlsxContract, async ({ ctx, params, reply }) => sendXlsx(reply, await finalExamsXlsx({ ctx, id: params.id })));
  route(app, deps, Rep.gradesReportContract, ({ ctx, input }) => gradesReport({ ctx, input }));
  route(app, deps, Rep.gradesReportXlsxContract, async ({ ctx, input, reply }) => sendXlsx(reply, await gradesReportXlsx({ ctx, input })));
  route(app, deps, H.listHomeroomContract, ({ ctx }) => listHomeroom({ ctx }));
  route(app, deps, H.setHomeroomContract, ({ ctx, params, input }) => setHomeroom({ ctx, id: params.id, input }));
  route(app, deps, S.listSupervisionContract, ({ ctx }) => listSupervision({ ctx }));
  route(app, deps, S.createSupervisionContract, ({ ctx, input }) => createSupervision({ ctx, input }));
  route(app, deps, S.updateSupervisionContract, ({ ctx, params, input }) => updateSupervision({ ctx, id: params.id, input }));
  route(app, deps, S.deleteSupervisionContract, ({ ctx, params }) => deleteSupervision({ ctx, id: params.id }));
  route(app, deps, CG.listCourseGroupsContract, ({ ctx }) => listCourseGroups({ ctx }));
  route(app, deps, CG.saveCourseGroupsContract, ({ ctx, input }) => saveCourseGroups({ ctx, input }));
  route(app, deps, CR.listClassRequestsContract, ({ ctx }) => listClassRequests({ ctx }));
  route(app, deps, CR.createClassRequestContract, ({ ctx, input }) => createClassRequest({ ctx, input }));
  route(app, deps, CR.decideClassRequestContract, ({ ctx, params, input }) => decideClassRequest({ ctx, id: params.id, input }));
  route(app, deps, B.startRaporBatchContract, ({ ctx, input }) => startRaporBatch({ ctx, input, filesDir: filesDirOf(deps) }));
}
