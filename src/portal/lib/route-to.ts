import { routeByName } from '../../shared/catalogue/routes.ts';

/** The address of a catalogue route with its parameters filled in: links are built from route names, never typed. */
export function routeTo(name: string, params: Record<string, string | number> = {}): string {
  const route = routeByName(name);
  if (!route) throw new Error(`No catalogue route named ${name}`);
  return route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, key: string) => encodeURIComponent(String(params[key])));
}
