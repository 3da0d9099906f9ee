/**
 * Matches a URL pathname against the catalogue. The server calls this on every page request to answer a
 * portal path with the portal page (200) and anything else with a real 404, so it is strict: exact,
 * case-sensitive segments, one optional trailing slash, each :param exactly one non-empty segment.
 * The table is compiled once into a segment trie; a lookup walks at most one node per segment.
 */
import type { CatalogueRoute } from './types.ts';
import { CATALOGUE, paramNamesOf } from './routes.ts';

export interface CatalogueMatch {
  route: CatalogueRoute;
  params: Record<string, string>;
}

interface Node {
  statics: Map<string, Node>;
  /** Child for any parameter segment; the names are kept on the node where the route ends. */
  param?: Node;
  /** Route ending at this node, with its parameter names in order. */
  route?: CatalogueRoute;
  paramNames?: string[];
}

const newNode = (): Node => ({ statics: new Map() });

function compile(routes: readonly CatalogueRoute[]): Node {
  const root = newNode();
  for (const route of routes) {
    let node = root;
    for (const segment of route.path.split('/').slice(1)) {
      if (segment.startsWith(':')) {
        node.param ??= newNode();
        node = node.param;
      } else {
        let next = node.statics.get(segment);
        if (!next) node.statics.set(segment, (next = newNode()));
        node = next;
      }
    }
    if (node.route) throw new Error(`Catalogue: ${route.path} and ${node.route.path} match the same URLs`);
    node.route = route;
    node.paramNames = paramNamesOf(route.path);
  }
  return root;
}

const ROOT = compile(CATALOGUE);

/** Static segments win over a parameter (/curriculum_atp/add before /curriculum_atp/:id), with backtracking. */
function walk(node: Node, segments: string[], index: number, values: string[]): Node | null {
  if (index === segments.length) return node.route ? node : null;
  const segment = segments[index];
  if (segment === '') return null;
  const byStatic = node.statics.get(segment);
  if (byStatic) {
    const found = walk(byStatic, segments, index + 1, values);
    if (found) return found;
  }
  if (node.param) {
    values.push(segment);
    const found = walk(node.param, segments, index + 1, values);
    if (found) return found;
    values.pop();
  }
  return null;
}

export function matchCatalogue(pathname: string): CatalogueMatch | null {
  if (!pathname.startsWith('/')) return null;
  // Tolerate one trailing slash ('/kelas/'), but not '/' alone or '//'.
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split('/').slice(1);
  const values: string[] = [];
  const node = walk(ROOT, segments, 0, values);
  if (!node) return null;
  const params: Record<string, string> = {};
  try {
    node.paramNames!.forEach((name, i) => {
      params[name] = decodeURIComponent(values[i]);
    });
  } catch {
    return null; // malformed percent-encoding: not a valid portal URL
  }
  return { route: node.route!, params };
}
