/** Exam screens of the "practice" family (issue 7), by catalogue route name; loaders only. Listed as built when registered here. */
import type { ScreenLoader } from '../screen-loader.ts';

export const PRACTICE_SCREENS: Readonly<Record<string, ScreenLoader>> = {};
