/**
 * The calls of the portal's first load (the shell's, and the dashboard it opens on) as call routes (method and
 * path, no schemas): the first load calls them, and the schemas (zod) stay out of it. Their contracts (shell.ts, session.ts, files.ts, dashboard.ts) spread SHELL_CALLS, so the two
 * cannot differ.
 */
import { callRoute } from './contract.ts';
import type { changeSchoolContract, curriculumContract, menuContract, signOutContract } from './shell.ts';
import type { uploadFileContract } from './files.ts';
import type { dashboardContract } from './dashboard.ts';
import type { schoolContextContract } from './session.ts';

export const SHELL_CALLS = {
  signOut: { name: 'auth.signOut', method: 'POST', path: '/api/logout' },
  menu: { name: 'shell.menu', method: 'POST', path: '/api/menu2' },
  curriculum: { name: 'shell.curriculum', method: 'POST', path: '/api/academicyear_get_curriculum' },
  changeSchool: { name: 'shell.changeSchool', method: 'POST', path: '/api/change_school' },
  schoolContext: { name: 'session.school', method: 'GET', path: '/api/session/school' },
  // The one upload path (the shell's avatar reads private files through the same module).
  uploadFile: { name: 'files.upload', method: 'POST', path: '/api/files' },
  dashboard: { name: 'dashboard.get', method: 'GET', path: '/api/dashboard' },
} as const;

export const signOutRoute = callRoute<typeof signOutContract>(SHELL_CALLS.signOut);
export const menuRoute = callRoute<typeof menuContract>(SHELL_CALLS.menu);
export const curriculumRoute = callRoute<typeof curriculumContract>(SHELL_CALLS.curriculum);
export const changeSchoolRoute = callRoute<typeof changeSchoolContract>(SHELL_CALLS.changeSchool);
export const schoolContextRoute = callRoute<typeof schoolContextContract>(SHELL_CALLS.schoolContext);
export const uploadFileRoute = callRoute<typeof uploadFileContract>(SHELL_CALLS.uploadFile);
export const dashboardRoute = callRoute<typeof dashboardContract>(SHELL_CALLS.dashboard);
