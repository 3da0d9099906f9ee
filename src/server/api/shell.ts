import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { getMenu, getMenuInput } from '../shell/get-menu.ts';
import { getCurriculum, getCurriculumInput } from '../shell/get-curriculum.ts';
import { changeSchool, changeSchoolInput } from '../shell/change-school.ts';

/** The three calls the portal shell makes (document 01, section 7). */
export function registerShellApi(app: FastifyInstance, deps: AppDeps): void {
  sessionEndpoint(app, deps, { method: 'POST', url: '/api/menu2', input: getMenuInput, handler: getMenu });
  sessionEndpoint(app, deps, {
    method: 'POST',
    url: '/api/academicyear_get_curriculum',
    input: getCurriculumInput,
    handler: getCurriculum,
  });
  sessionEndpoint(app, deps, { method: 'POST', url: '/api/change_school', input: changeSchoolInput, handler: changeSchool });
}
