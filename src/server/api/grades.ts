import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/grades/classes.ts';
import { listClasses } from '../grades/classes.ts';
import { getGrid } from '../grades/grid.ts';
import { createAssessment, deleteAssessment } from '../grades/assessments.ts';
import { saveScores } from '../grades/scores.ts';
import { saveDescription } from '../grades/descriptions.ts';
import * as R from '../../shared/api/grades/rapor.ts';
import { sendPdf } from '../documents/pdf-file.ts';
import { getRapor } from '../grades/rapor.ts';
import { raporPdf, sectionRaporPdf } from '../grades/rapor-pdf.ts';
import { sectionRapor } from '../grades/rapor-section.ts';
import { saveRaporEntry } from '../grades/rapor-entry.ts';
import { listReleases, releaseSemester, unlockRelease } from '../grades/release.ts';
import { getGradeSettings, saveGradeSettings } from '../grades/grade-settings.ts';
import { myRapors } from '../grades/my-rapors.ts';
import { leger, legerXlsx } from '../grades/leger.ts';
import { registerGradesSchoolApi } from './grades-school.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Teaching classes, grades, rapor and leger (document 02, 2.6 and 2.8; issue 14). */
export function registerGradesApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.listClassesContract, ({ ctx, input }) => listClasses({ ctx, input }));
  route(app, deps, C.getGridContract, ({ ctx, params }) => getGrid({ ctx, id: params.id }));
  route(app, deps, C.createAssessmentContract, ({ ctx, params, input }) => createAssessment({ ctx, id: params.id, input }));
  route(app, deps, C.deleteAssessmentContract, ({ ctx, params }) => deleteAssessment({ ctx, id: params.id }));
  route(app, deps, C.saveScoresContract, ({ ctx, params, input }) => saveScores({ ctx, id: params.id, input }));
  route(app, deps, C.saveDescriptionContract, ({ ctx, params, input }) => saveDescription({ ctx, id: params.id, input }));
  route(app, deps, R.myRaporsContract, ({ ctx }) => myRapors({ ctx }));
  route(app, deps, R.getRaporContract, ({ ctx, params, input }) => getRapor({ ctx, id: params.id, semester: input.semester }));
  route(app, deps, R.raporPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await raporPdf({ ctx, id: params.id, paper: input.paper, semester: input.semester })),
  );
  route(app, deps, R.sectionRaporPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await sectionRaporPdf({ ctx, id: params.id, paper: input.paper, semester: input.semester })),
  );
  route(app, deps, R.sectionRaporContract, ({ ctx, params, input }) => sectionRapor({ ctx, id: params.id, semester: input.semester }));
  route(app, deps, R.saveRaporEntryContract, ({ ctx, params, input }) => saveRaporEntry({ ctx, id: params.id, input }));
  route(app, deps, R.listReleasesContract, ({ ctx }) => listReleases({ ctx }));
  route(app, deps, R.releaseContract, ({ ctx, input }) => releaseSemester({ ctx, input }));
  route(app, deps, R.unlockContract, ({ ctx, params, input }) => unlockRelease({ ctx, id: params.id, input }));
  route(app, deps, R.getSettingsContract, ({ ctx }) => getGradeSettings({ ctx }));
  route(app, deps, R.saveSettingsContract, ({ ctx, input }) => saveGradeSettings({ ctx, input }));
  route(app, deps, R.legerContract, ({ ctx, params, input }) => leger({ ctx, id: params.id, input }));
  route(app, deps, R.legerXlsxContract, async ({ ctx, params, input, reply }) => {
    const file = await legerXlsx({ ctx, id: params.id, input });
    return reply.type(XLSX).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.bytes);
  });
  registerGradesSchoolApi(app, deps);
}
