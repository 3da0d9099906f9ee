import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { guardianProfiles, staffProfiles, studentProfiles } from '../db/schema/master.ts';
import { normalizeWhatsAppNumber } from '../../shared/messaging/recipient.ts';

/** A stored phone as WhatsApp digits (0812… and +62 812… both become 62812…), in SQL. */
const digits = (column: unknown) =>
  sql`(case when left(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 1) = '0' then '62' || substr(regexp_replace(${column}, '[^0-9]', '', 'g'), 2) else regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') end)`;

/** The phone of a person's profile (students, staff and guardians keep it there), or null. */
export const profilePhone = sql<string | null>`coalesce(${studentProfiles.phone}, ${staffProfiles.phone}, ${guardianProfiles.phone})`;

export interface FoundAccount {
  id: number;
  schoolId: number;
  fullName: string;
  email: string;
  userTypeId: string;
}

/**
 * The active account an email (the sign-in name) or a WhatsApp number (on the person's profile) belongs to, or
 * null. Several accounts on one number: the oldest, so the answer is stable.
 */
export async function findAccount(db: Db | Tx, identity: string): Promise<{ account: FoundAccount; channel: 'email' | 'whatsapp'; to: string } | null> {
  const columns = { id: users.id, schoolId: users.schoolId, fullName: users.fullName, email: users.email, userTypeId: users.userTypeId };
  if (identity.includes('@')) {
    const [row] = await db
      .select(columns)
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, identity.toLowerCase()), eq(users.isActive, true)))
      .limit(1);
    return row ? { account: row, channel: 'email', to: row.email } : null;
  }
  const phone = normalizeWhatsAppNumber(identity);
  if (!phone) return null;
  const [row] = await accountsByPhone(db, phone).limit(1);
  return row ? { account: row, channel: 'whatsapp', to: phone } : null;
}

/** Active accounts whose profile carries this WhatsApp number (normalised digits). */
export function accountsByPhone(db: Db | Tx, phone: string) {
  return db
    .select({ id: users.id, schoolId: users.schoolId, fullName: users.fullName, email: users.email, userTypeId: users.userTypeId })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .leftJoin(guardianProfiles, eq(guardianProfiles.userId, users.id))
    .where(and(eq(users.isActive, true), sql`${digits(profilePhone)} = ${phone}`))
    .orderBy(asc(users.id));
}
