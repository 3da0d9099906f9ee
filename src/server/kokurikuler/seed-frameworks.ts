import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profileDimensions, profileElements, profileSubelements } from '../db/schema/kokurikuler.ts';
import { FRAMEWORKS } from '../../shared/kokurikuler/frameworks.ts';

/**
 * The graduate-profile frameworks (src/shared/kokurikuler/frameworks.ts) as platform rows, kept in step with the
 * code at every start: three upserts by code, so a corrected wording reaches every school and ids never move.
 */
export async function seedProfileFrameworks(db: Db): Promise<void> {
  const frameworks = Object.values(FRAMEWORKS);
  const dims = frameworks.flatMap((f) =>
    f.dimensions.map((d, i) => ({ framework: f.code, code: d.code, name: d.name, description: d.description, position: i + 1 })),
  );
  const dimIds = new Map(
    (
      await db
        .insert(profileDimensions)
        .values(dims)
        .onConflictDoUpdate({
          target: profileDimensions.code,
          set: { framework: sql`excluded.framework`, name: sql`excluded.name`, description: sql`excluded.description`, position: sql`excluded.position` },
        })
        .returning({ id: profileDimensions.id, code: profileDimensions.code })
    ).map((r) => [r.code, r.id]),
  );
  const elements = frameworks.flatMap((f) =>
    f.dimensions.flatMap((d) => d.elements.map((e, i) => ({ dimensionId: dimIds.get(d.code)!, code: e.code, name: e.name, position: i + 1 }))),
  );
  const elementIds = new Map(
    (
      await db
        .insert(profileElements)
        .values(elements)
        .onConflictDoUpdate({
          target: profileElements.code,
          set: { dimensionId: sql`excluded.sd_profile_dimension_id`, name: sql`excluded.name`, position: sql`excluded.position` },
        })
        .returning({ id: profileElements.id, code: profileElements.code })
    ).map((r) => [r.code, r.id]),
  );
  const subs = frameworks.flatMap((f) =>
    f.dimensions.flatMap((d) =>
      d.elements.flatMap((e) => e.subelements.map((s, i) => ({ elementId: elementIds.get(e.code)!, code: s.code, name: s.name, position: i + 1 }))),
    ),
  );
  await db
    .insert(profileSubelements)
    .values(subs)
    .onConflictDoUpdate({
      target: profileSubelements.code,
      set: { elementId: sql`excluded.sd_profile_element_id`, name: sql`excluded.name`, position: sql`excluded.position` },
    });
}
