import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { getMenu } from '../shell/get-menu.ts';
import { getCurriculum } from '../shell/get-curriculum.ts';
import { changeSchool } from '../shell/change-school.ts';
import { getSchoolContext } from '../shell/get-school-context.ts';
import { schoolContextContract } from '../../shared/api/session.ts';
import { changeSchoolContract, curriculumContract, menuContract } from '../../shared/api/shell.ts';

/** The three calls the portal shell makes (document 01, section 7), and the school's own context. */
export function registerShellApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, menuContract, getMenu);
  route(app, deps, curriculumContract, getCurriculum);
  route(app, deps, changeSchoolContract, changeSchool);
  route(app, deps, schoolContextContract, getSchoolContext);
}
