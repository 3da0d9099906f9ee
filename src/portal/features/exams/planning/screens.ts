/** Exam screens of the "planning" family (issue 7), by catalogue route name; loaders only. Listed as built when registered here.
 * Its plain lists (add_schedule_room: rooms, sett_lesson_timing: session times) are resource screens (master). */
import type { ScreenLoader } from '../screen-loader.ts';

const remedialForm: ScreenLoader = () => import('./remedial-form-screen.tsx');

export const PLANNING_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // The old id-less edit route: the schedule form, with the schedule from ?id=.
  editscheduleexamination: () => import('../schedules/schedule-form-screen.tsx'),
  scheduleexamination_remedi: () => import('./remedial-list-screen.tsx'),
  remedial_schedule_exam: remedialForm,
  editscheduleexamination_remedi: remedialForm,
  duplicate_examination: () => import('./duplicate-screen.tsx'),
  add_collective: () => import('./collective-screen.tsx'),
  exam_grid: () => import('./grid-screen.tsx'),
  schedule_exam_room: () => import('./allocations-screen.tsx'),
  add_schedule_exam_room: () => import('./allocate-screen.tsx'),
};
