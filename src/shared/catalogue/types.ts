/**
 * The route catalogue of document 02: one typed entry per portal route.
 * Data only (shared by the server, which answers catalogue paths with the portal page, and the portal,
 * which routes them). Screens are attached in the portal (src/portal/app/screens.ts), not here.
 */

/** requiresAuth: guarded. open: no flag. misspelt: flagged requireAuth in the original, so effectively open. */
export type RouteAccess = 'requiresAuth' | 'open' | 'misspelt';

export type RouteArea =
  'core' | 'curriculum' | 'teaching' | 'school-life' | 'assessment' | 'library' | 'exams' | 'finance' | 'staff' | 'ppdb' | 'content' | 'attendance';

export interface CatalogueRoute {
  /** Path pattern with a leading slash, parameters as :name (e.g. /editsekolah/:id). */
  path: string;
  /** Unique route name; sidebar sub-children (except under 17 and 54) link by this name. */
  name: string;
  access: RouteAccess;
  area: RouteArea;
  /** Exercise-taking routes hide the sidebar and the top bar. */
  chromeless?: boolean;
  /**
   * Opened by a device with its own key in the link (the gate tablet's QR screen: ?serial=…&key=…), nobody
   * signed in: with a `key` in the query the screen shows instead of the sign-in prompt, and its calls carry the key.
   */
  deviceLink?: boolean;
  /**
   * A screen users of the open-source tools expect that document 02 does not list (the library's stock taking,
   * issue 18: "add it under the same naming style and count it separately"). Left out of the document 02
   * counts and checks; docs/catalogue-status.md counts these on their own line.
   */
  beyondSpec?: boolean;
  /** Indonesian title shown on the screen and in the "belum tersedia" page. */
  title: string;
}
