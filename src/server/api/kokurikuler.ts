import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as F from '../../shared/api/kokurikuler/framework.ts';
import * as P from '../../shared/api/kokurikuler/projects.ts';
import * as G from '../../shared/api/kokurikuler/grid.ts';
import { getFrameworks } from '../kokurikuler/frameworks.ts';
import { getFlow } from '../kokurikuler/flow.ts';
import { createProject, deleteProject, getProject, listProjects, updateProject } from '../kokurikuler/projects.ts';
import { getGrid, saveGrid } from '../kokurikuler/grid.ts';
import { getResults } from '../kokurikuler/results.ts';

/** Kokurikuler (document 02, 2.5; issue 15): frameworks, projects, the assessment grid and its results. */
export function registerKokurikulerApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, F.getFrameworksContract, ({ ctx }) => getFrameworks({ ctx }));
  route(app, deps, F.getFlowContract, ({ ctx }) => getFlow({ ctx }));
  route(app, deps, P.listProjectsContract, ({ ctx }) => listProjects({ ctx }));
  route(app, deps, P.getProjectContract, ({ ctx, params }) => getProject({ ctx, id: params.id }));
  route(app, deps, P.createProjectContract, ({ ctx, input }) => createProject({ ctx, input }));
  route(app, deps, P.updateProjectContract, ({ ctx, params, input }) => updateProject({ ctx, id: params.id, input }));
  route(app, deps, P.deleteProjectContract, ({ ctx, params }) => deleteProject({ ctx, id: params.id }));
  route(app, deps, G.getGridContract, ({ ctx, params }) => getGrid({ ctx, id: params.id, sectionId: params.sectionId }));
  route(app, deps, G.saveGridContract, ({ ctx, params, input }) => saveGrid({ ctx, id: params.id, sectionId: params.sectionId, input }));
  route(app, deps, G.getResultsContract, ({ ctx, params }) => getResults({ ctx, id: params.id, sectionId: params.sectionId }));
}
