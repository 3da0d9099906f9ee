/**
 * Who a portal screen is for (issue 11, "the menus do not match the roles"): for each built catalogue route,
 * the user types whose work the screen does. One table for the portal (a route opened by another type shows a
 * plain "bukan untuk jenis akun Anda" page instead of a red 403), the seeded menus (a menu links only to screens
 * for its user type; tests/catalogue/menu-audience.test.ts checks every link) and the README walkthrough.
 * The server still checks every call by itself: this table says where a person is sent, not what they may do.
 *
 * Each area keeps its own part in src/shared/access/<area>.ts and adds it to SCREEN_AUDIENCE in index.ts.
 */
import type { UserTypeId } from '../user-types.ts';

export type Audience = readonly UserTypeId[];
export type AudienceTable = Readonly<Record<string, Audience>>;

/** Every user type: the dashboard, the profile, the academic calendar. */
export const EVERYONE: Audience = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'];
/** The school's leadership and administration. */
export const SCHOOL_ADMINS: Audience = ['1', '2', '4'];

/** Joins the areas' tables; a route given two audiences is a mistake caught at start (and by the test). */
export function mergeAudiences(parts: Readonly<Record<string, AudienceTable>>): AudienceTable {
  const all: Record<string, Audience> = {};
  for (const [area, table] of Object.entries(parts)) {
    for (const [route, audience] of Object.entries(table)) {
      if (all[route]) throw new Error(`Rute ${route} diberi dua daftar pengguna (${area})`);
      all[route] = audience;
    }
  }
  return all;
}

export function audienceIncludes(audience: Audience | undefined, userTypeId: string | null | undefined): boolean {
  return !!audience && !!userTypeId && (audience as readonly string[]).includes(userTypeId);
}
