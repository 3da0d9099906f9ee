import type { ScreenRegistry } from '../../app/screens.ts';

export const SCREENS: ScreenRegistry = {
  resetpassword: () => import('./reset-password-screen.tsx'),
  requestaccount: () => import('./account-requests-screen.tsx'),
  setting_code_account: () => import('./registration-codes-screen.tsx'),
  coursesetting: () => import('./switches-screen.tsx').then((m) => ({ default: m.CourseSettingScreen })),
  configteacher: () => import('./switches-screen.tsx').then((m) => ({ default: m.TeacherSettingScreen })),
  configmurid: () => import('./switches-screen.tsx').then((m) => ({ default: m.StudentSettingScreen })),
};
