/**
 * The catalogue routes the master-data screens serve (document 02, 2.4 People, Settings, Classes and tasks,
 * and the guardian routes of 2.14): every list, add and edit route of the resource registry, the second
 * teacher list, and the guardian's own pages. Plain data, read by the screen registry and BUILT_SCREENS.
 */
import { RESOURCES } from '../../../shared/resources/registry.ts';

export type MasterTarget =
  | { kind: 'resource'; resource: string; screen: 'list' | 'create' | 'edit'; editRoute?: string }
  | { kind: 'guardian-self'; page: 'data' | 'children' | 'edit' };

// A resource with one route for its list, add and edit (the catalogue has no add/edit route for it) is its list:
// the list opens its forms with ?new=1 and ?id= (resource-links.ts).
// A resource with a workflow screen of its own (ownScreen) is served by its area's screen registry.
const fromRegistry = RESOURCES.filter((def) => !def.ownScreen).flatMap((def) =>
  (['list', 'create', 'edit'] as const)
    .filter((screen) => screen === 'list' || def.routes[screen] !== def.routes.list)
    .map((screen) => [def.routes[screen], { kind: 'resource', resource: def.name, screen }] as const),
);

export const MASTER_ROUTES: ReadonlyMap<string, MasterTarget> = new Map<string, MasterTarget>([
  ...fromRegistry,
  // "Data Guru (Versi 2)": the same teachers, listed with their own edit route.
  ['Teacher2', { kind: 'resource', resource: 'teachers', screen: 'list', editRoute: 'TeacherUpdate2' }],
  ['TeacherUpdate2', { kind: 'resource', resource: 'teachers', screen: 'edit' }],
  ['guardian_data', { kind: 'guardian-self', page: 'data' }],
  // The website's organisation structure is the organisation chart's own list (school life), shown on the site.
  ['post_school_organisation_struct', { kind: 'resource', resource: 'org-positions', screen: 'list' }],
  ['guardian_datas', { kind: 'guardian-self', page: 'children' }],
  ['new_guardian_data', { kind: 'guardian-self', page: 'edit' }],
]);
