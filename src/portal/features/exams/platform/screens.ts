/** Exam screens of the "platform" family (issue 7), by catalogue route name; loaders only. Listed as built when registered here. */
import type { ScreenLoader } from '../screen-loader.ts';

export const PLATFORM_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  examination_setting_global: () => import('./defaults-screen.tsx'),
  examination_global_show_exam: () => import('./results-switch-screen.tsx'),
  examination_whitelist_app: () => import('./allowed-apps-screen.tsx'),
  monitoring_examaccess_platform_settings: () => import('./ways-in-screen.tsx'),
  monitoring_examination_status: () => import('./exam-status-screen.tsx'),
  upload_file_examination: () => import('./exam-files-screen.tsx'),
};
