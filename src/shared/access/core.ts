/**
 * Who the core screens are for: the shell's own pages, the plain lists (from each resource definition's access,
 * the same values the server enforces) and the platform's outbox and photos.
 */
import { RESOURCES } from '../resources/registry.ts';
import { GUARDIAN_SELF } from '../resources/definitions/guardian-self.ts';
import { canRead, canWrite } from '../resources/access.ts';
import type { ResourceDef } from '../resources/types.ts';
import { USER_TYPE_IDS } from '../user-types.ts';
import { EVERYONE, type Audience, type AudienceTable } from './audience.ts';

const readers = (def: ResourceDef): Audience => USER_TYPE_IDS.filter((t) => canRead(def, t));
const writers = (def: ResourceDef): Audience => USER_TYPE_IDS.filter((t) => canWrite(def, t));

function resourceAudience(def: ResourceDef): AudienceTable {
  const table: Record<string, Audience> = {};
  // A singleton (the school's settings) has one route for reading and changing: whoever may read it.
  table[def.routes.list] = readers(def);
  if (def.routes.create !== def.routes.list) table[def.routes.create] = writers(def);
  if (def.routes.edit !== def.routes.list) table[def.routes.edit] = writers(def);
  return table;
}

const teachers = RESOURCES.find((d) => d.name === 'teachers');
if (!teachers) throw new Error('Definisi guru tidak ditemukan');

/**
 * Every plain list's screens, from its definition's access: the base layer under the areas' own tables, so a
 * new resource needs no entry of its own (an area's table may still say otherwise for a route).
 */
export const RESOURCE_AUDIENCE: AudienceTable = Object.assign({}, ...RESOURCES.map(resourceAudience));

export const CORE_AUDIENCE: AudienceTable = {
  dashboard: EVERYONE,
  home: EVERYONE,
  profile_page: EVERYONE,
  // Students' photos through the one upload path; the outbox of every message (the platform's super admin).
  import_profile_image: ['1', '2'],
  wa_check_message: ['1'],
  ...resourceAudience(GUARDIAN_SELF),
  // "Data Guru (Versi 2)": the same teachers with their own edit route.
  Teacher2: readers(teachers),
  TeacherUpdate2: writers(teachers),
  // The guardian's children.
  guardian_datas: ['6'],
};
