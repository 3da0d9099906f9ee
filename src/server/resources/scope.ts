import type { Session } from '../auth/session.ts';
import { forbidden } from '../http/errors.ts';
import { canRead, canWrite } from '../../shared/resources/access.ts';
import type { ResourceDef } from '../../shared/resources/types.ts';
import type { Scope } from './binding.ts';

/** The scope of every resource call comes from the session: its school and its (chosen) academic year. */
export function scopeOf(session: Session): Scope {
  return { userId: session.userId, userTypeId: session.userTypeId, schoolId: session.schoolId, yearId: session.academicYearId };
}

/** 403 for a user type the definition does not allow; checked before anything is read. */
export function authorize(def: ResourceDef, scope: Scope, need: 'read' | 'write'): void {
  const allowed = need === 'read' ? canRead(def, scope.userTypeId) : canWrite(def, scope.userTypeId);
  if (!allowed) throw forbidden(`Anda tidak memiliki akses ke data ${def.title}.`);
}

/** Personal data (NIK, birth date, address) goes only to those who may change the record. */
export function withoutSensitive<T extends Record<string, unknown>>(def: ResourceDef, scope: Scope, rows: T[]): T[] {
  if (canWrite(def, scope.userTypeId)) return rows;
  const hidden = def.fields.filter((f) => f.sensitive).map((f) => f.name);
  if (hidden.length === 0) return rows;
  return rows.map((row) => {
    const copy = { ...row };
    for (const name of hidden) delete copy[name];
    return copy;
  });
}
