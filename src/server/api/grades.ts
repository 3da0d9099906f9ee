import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/grades/classes.ts';
import { listClasses } from '../grades/classes.ts';
import { getGrid } from '../grades/grid.ts';
import { createAssessment, deleteAssessment } from '../grades/assessments.ts';
import { saveScores } from '../grades/scores.ts';
import { saveDescription } from '../grades/descriptions.ts';

/** Teaching classes, grades, rapor and leger (document 02, 2.6 and 2.8; issue 14). */
export function registerGradesApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.listClassesContract, ({ ctx, input }) => listClasses({ ctx, input }));
  route(app, deps, C.getGridContract, ({ ctx, params }) => getGrid({ ctx, id: params.id }));
  route(app, deps, C.createAssessmentContract, ({ ctx, params, input }) => createAssessment({ ctx, id: params.id, input }));
  route(app, deps, C.deleteAssessmentContract, ({ ctx, params }) => deleteAssessment({ ctx, id: params.id }));
  route(app, deps, C.saveScoresContract, ({ ctx, params, input }) => saveScores({ ctx, id: params.id, input }));
  route(app, deps, C.saveDescriptionContract, ({ ctx, params, input }) => saveDescription({ ctx, id: params.id, input }));
}
