/**
 * Every module's answer to "where is this CP, TP or KD used?" (see usage-registry.ts). A module that keeps
 * references to the curriculum adds one line here, with a provider written in its own folder over its own tables.
 */
import type { CurriculumUseProvider } from './usage-registry.ts';
import { tpQuestionUses } from './uses/tp-questions.ts';
import { themeKdUses } from './uses/theme-kds.ts';
import { tpGradeUses } from '../grades/objectives.ts';
import { PLANNING_CURRICULUM_USES } from '../planning/curriculum-uses.ts';

export const CURRICULUM_USE_PROVIDERS: CurriculumUseProvider[] = [
  // Curriculum's own: TPs linked to question-bank items, KDs mapped to themes.
  tpQuestionUses,
  themeKdUses,
  // Grades: gradebook columns that assess a TP.
  tpGradeUses,
  ...PLANNING_CURRICULUM_USES,
];
