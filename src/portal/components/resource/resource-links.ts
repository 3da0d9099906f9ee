/**
 * Where a resource's list, add and edit screens live. Most edit routes of the catalogue carry no id
 * (/editstudent, /TeacherUpdate, /updatekelas: the original passed the record in memory), so the id travels
 * in the query string (?id=12): a reload or a shared link still opens the same record. A route whose
 * pattern has :id (/editsekolah/:id) gets it in the path.
 */
import { routeByName } from '../../../shared/catalogue/routes.ts';
import type { ResourceDef } from '../../../shared/resources/types.ts';

function pathOf(routeName: string): string {
  const route = routeByName(routeName);
  if (!route) throw new Error(`No catalogue route named ${routeName}`);
  return route.path;
}

export const listPath = (def: ResourceDef) => pathOf(def.routes.list);
/** A resource whose add form has no route of its own opens it on the list route with ?new=1. */
export const createPath = (def: ResourceDef) => (def.routes.create === def.routes.list ? `${pathOf(def.routes.list)}?new=1` : pathOf(def.routes.create));

/** Which screen a list route shows when the resource's add and edit share it: ?new=1 adds, ?id= edits. */
export function sharedRouteScreen(def: ResourceDef, search: URLSearchParams): 'list' | 'create' | 'edit' {
  if (def.routes.create === def.routes.list && search.get('new') === '1') return 'create';
  if (def.routes.edit === def.routes.list && search.has('id')) return 'edit';
  return 'list';
}

export function editPath(def: ResourceDef, id: number | string, routeName = def.routes.edit): string {
  const pattern = pathOf(routeName);
  return pattern.includes(':id') ? pattern.replace(':id', encodeURIComponent(String(id))) : `${pattern}?id=${encodeURIComponent(String(id))}`;
}

/** The id of the record an edit screen opens: the :id parameter, else ?id= of the query string. */
export function editIdOf(params: Record<string, string | undefined>, search: URLSearchParams): string | null {
  const id = params.id ?? search.get('id');
  return id && /^\d{1,10}$/.test(id) ? id : null;
}
