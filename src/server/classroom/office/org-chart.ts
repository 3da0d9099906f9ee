/**
 * The organisation chart: its boxes are a plain list (resource org-positions, /struktur_test); this reads them as a
 * tree for /struktur_organisasi and keeps the list from making a box its own ancestor.
 */
import { and, asc, eq } from 'drizzle-orm';
import { orgPositions } from '../../db/schema/school-life.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import type { Hooks } from '../../resources/binding.ts';
import type { Tx } from '../../audit/record-audit.ts';

export interface OrgNode {
  id: number;
  title: string;
  holderName: string | null;
  holderNip: string | null;
  description: string | null;
  children: OrgNode[];
}

export async function orgChart({ ctx }: { ctx: SessionContext }) {
  const rows = await ctx.db
    .select()
    .from(orgPositions)
    .where(eq(orgPositions.schoolId, ctx.session.schoolId))
    .orderBy(asc(orgPositions.sortOrder), asc(orgPositions.id));
  const nodes = new Map<number, OrgNode>(
    rows.map((r) => [r.id, { id: r.id, title: r.title, holderName: r.holderName, holderNip: r.holderNip, description: r.description, children: [] }]),
  );
  const roots: OrgNode[] = [];
  for (const r of rows) {
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  const positions: {
    id: number;
    parentId: number | null;
    depth: number;
    title: string;
    holderName: string | null;
    holderNip: string | null;
    description: string | null;
  }[] = [];
  const walk = (list: OrgNode[], parentId: number | null, depth: number) => {
    for (const { children, ...node } of list) {
      positions.push({ ...node, parentId, depth });
      walk(children, node.id, depth + 1);
    }
  };
  walk(roots, null, 0);
  return { positions, canEdit: ['1', '2'].includes(ctx.session.userTypeId) };
}

/** A box may not sit under itself or under one of its own descendants. */
export const orgPositionHooks: Hooks = {
  async beforeWrite(tx: Tx, scope, values, existing) {
    const parent = values.parent_id as number | null | undefined;
    if (!existing || !parent) return;
    let at: number | null = parent;
    for (let hops = 0; at && hops < 100; hops++) {
      if (at === existing.id) throw validationError({ parent_id: ['Jabatan tidak dapat berada di bawah dirinya sendiri atau bawahannya.'] });
      const [row]: { parent: number | null }[] = await tx
        .select({ parent: orgPositions.parentId })
        .from(orgPositions)
        .where(and(eq(orgPositions.id, at), eq(orgPositions.schoolId, scope.schoolId)));
      at = row?.parent ?? null;
    }
  },
};
