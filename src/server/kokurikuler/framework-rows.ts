import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { profileDimensions, profileElements, profileSubelements } from '../db/schema/kokurikuler.ts';
import { FRAMEWORKS, type FrameworkCode } from '../../shared/kokurikuler/frameworks.ts';

export interface SubelementRow {
  id: number;
  code: string;
  name: string;
  elementId: number;
  elementCode: string;
  elementName: string;
  dimensionId: number;
  dimensionCode: string;
  dimensionName: string;
  dimensionDescription: string;
  framework: FrameworkCode;
  order: number;
}

/** Every sub-element with its element and dimension, in framework order: platform rows, read once per database. */
const cache = new WeakMap<object, Promise<SubelementRow[]>>();

export function subelementRows(db: Db | Tx): Promise<SubelementRow[]> {
  let rows = cache.get(db);
  if (!rows) {
    rows = db
      .select({
        id: profileSubelements.id,
        code: profileSubelements.code,
        name: profileSubelements.name,
        elementId: profileElements.id,
        elementCode: profileElements.code,
        elementName: profileElements.name,
        dimensionId: profileDimensions.id,
        dimensionCode: profileDimensions.code,
        dimensionName: profileDimensions.name,
        dimensionDescription: profileDimensions.description,
        framework: profileDimensions.framework,
      })
      .from(profileSubelements)
      .innerJoin(profileElements, eq(profileElements.id, profileSubelements.elementId))
      .innerJoin(profileDimensions, eq(profileDimensions.id, profileElements.dimensionId))
      .orderBy(asc(profileDimensions.framework), asc(profileDimensions.position), asc(profileElements.position), asc(profileSubelements.position))
      .then((list) => list.map((r, order) => ({ ...r, order })));
    rows.catch(() => cache.delete(db));
    cache.set(db, rows);
  }
  return rows;
}

/** The framework as the screens draw it: the code's levels and wording, the database's ids. */
export async function frameworkTree(db: Db | Tx, code: FrameworkCode) {
  const rows = (await subelementRows(db)).filter((r) => r.framework === code);
  const def = FRAMEWORKS[code];
  const dims = new Map<
    number,
    {
      id: number;
      code: string;
      name: string;
      description: string;
      elements: Map<number, { id: number; code: string; name: string; subelements: { id: number; code: string; name: string }[] }>;
    }
  >();
  for (const r of rows) {
    let dim = dims.get(r.dimensionId);
    if (!dim)
      dims.set(
        r.dimensionId,
        (dim = { id: r.dimensionId, code: r.dimensionCode, name: r.dimensionName, description: r.dimensionDescription, elements: new Map() }),
      );
    let element = dim.elements.get(r.elementId);
    if (!element) dim.elements.set(r.elementId, (element = { id: r.elementId, code: r.elementCode, name: r.elementName, subelements: [] }));
    element.subelements.push({ id: r.id, code: r.code, name: r.name });
  }
  return {
    code: def.code,
    name: def.name,
    activity: def.activity,
    regulation: def.regulation,
    levels: [...def.levels],
    dimensions: [...dims.values()].map((d) => ({ ...d, elements: [...d.elements.values()] })),
  };
}
