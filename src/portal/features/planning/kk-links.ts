/**
 * The six ids of the kokurikuler grid and results routes (docs/decisions/0023): project, rombel, then the
 * filters dimension, element and sub-element (0 = all) and the student in focus (0 = none).
 */
import { routeTo } from '../../lib/route-to.ts';

export interface GridIds {
  project: number;
  section: number;
  dimension?: number;
  element?: number;
  subelement?: number;
  student?: number;
}

const params = (g: GridIds) => ({ id: g.project, id2: g.section, id3: g.dimension ?? 0, id4: g.element ?? 0, id5: g.subelement ?? 0, id6: g.student ?? 0 });

export const gridLink = (g: GridIds) => routeTo('dimension_element_subelement_project_pancasila_store_data', params(g));
export const resultsLink = (g: GridIds) => routeTo('dimension_element_subelement_project_pancasila_evaluation', params(g));

/** The ids as the route gives them (strings), as numbers; a missing or malformed one is 0. */
export function gridIdsOf(p: Record<string, string | undefined>): Required<GridIds> {
  const n = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);
  return { project: n(p.id), section: n(p.id2), dimension: n(p.id3), element: n(p.id4), subelement: n(p.id5), student: n(p.id6) };
}
