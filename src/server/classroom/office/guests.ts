/** The guest book at the front desk: a visitor's arrival, the person they came for told by WhatsApp, their leaving. */
import { and, asc, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { guestVisits } from '../../db/schema/school-life.ts';
import { staffProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { queueMessage } from '../../messaging/queue-message.ts';
import { schoolDay, schoolTimeZone } from '../../school/time-zone.ts';
import { formatInZone } from '../../../shared/time/school-time.ts';
import type { guestInput } from '../../../shared/api/classroom/guests.ts';
import { schoolLifeAllows } from '../../../shared/classroom/school-life.ts';

const HOST_TYPES = ['2', '3', '4', '9', '10', '11'];

export async function listGuests({ ctx, input }: { ctx: SessionContext; input: { date?: string } }) {
  if (!schoolLifeAllows('guests.read', ctx.session.userTypeId)) throw forbidden('Buku tamu untuk meja depan, TU dan pimpinan sekolah.');
  const zone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  const day = schoolDay(zone, input.date);
  const [visits, hosts] = await Promise.all([
    ctx.db
      .select({ v: guestVisits, host: users.fullName })
      .from(guestVisits)
      .leftJoin(users, eq(users.id, guestVisits.hostId))
      .where(and(eq(guestVisits.schoolId, ctx.session.schoolId), gte(guestVisits.arrivedAt, day.from), lt(guestVisits.arrivedAt, day.to)))
      .orderBy(desc(guestVisits.arrivedAt), desc(guestVisits.id)),
    ctx.db
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(and(eq(users.schoolId, ctx.session.schoolId), inArray(users.userTypeId, HOST_TYPES), eq(users.isActive, true)))
      .orderBy(asc(users.fullName)),
  ]);
  return {
    date: day.date,
    visits: visits.map(({ v, host }) => ({
      id: v.id,
      arrivedAt: v.arrivedAt,
      leftAt: v.leftAt,
      name: v.name,
      institution: v.institution,
      phone: v.phone,
      purpose: v.purpose,
      hostName: host ?? v.hostName,
      visitors: v.visitors,
    })),
    canWrite: schoolLifeAllows('guests.write', ctx.session.userTypeId),
    hosts,
  };
}

export async function addGuest({ ctx, input }: { ctx: SessionContext; input: z.output<typeof guestInput> }) {
  if (!schoolLifeAllows('guests.write', ctx.session.userTypeId)) throw forbidden('Tamu dicatat di meja depan (TU atau staf).');
  let host: { id: number; name: string; phone: string | null } | undefined;
  if (input.hostId) {
    [host] = await ctx.db
      .select({ id: users.id, name: users.fullName, phone: staffProfiles.phone })
      .from(users)
      .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
      .where(and(eq(users.id, input.hostId), eq(users.schoolId, ctx.session.schoolId), inArray(users.userTypeId, HOST_TYPES)));
    if (!host) throw validationError({ hostId: ['Pilih guru atau staf sekolah ini.'] });
  }
  const zone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guestVisits)
      .values({
        schoolId: ctx.session.schoolId,
        name: input.name,
        institution: input.institution || null,
        phone: input.phone || null,
        purpose: input.purpose,
        hostId: host?.id ?? null,
        hostName: host ? null : input.hostName || null,
        visitors: input.visitors,
        recordedBy: ctx.session.userId,
      })
      .returning();
    let hostNotified = false;
    if (host?.phone) {
      const body = `Ada tamu untuk Anda di meja depan (${formatInZone(row.arrivedAt, zone, { timeStyle: 'short' })}): ${input.name}${input.institution ? `, ${input.institution}` : ''}. Keperluan: ${input.purpose}.`;
      await queueMessage(tx as unknown as Db, { schoolId: ctx.session.schoolId, userId: ctx.session.userId, channel: 'whatsapp', to: host.phone, body });
      hostNotified = true;
    }
    await recordAudit(tx, ctx, { resource: 'guest_book', recordId: row.id, action: 'create', after: { name: row.name, hostId: row.hostId } });
    return { id: row.id, hostNotified };
  });
}

export async function guestLeft({ ctx, id }: { ctx: SessionContext; id: number }) {
  if (!schoolLifeAllows('guests.write', ctx.session.userTypeId)) throw forbidden('Tamu dicatat di meja depan (TU atau staf).');
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(guestVisits)
      .set({ leftAt: new Date() })
      .where(and(eq(guestVisits.id, id), eq(guestVisits.schoolId, ctx.session.schoolId), isNull(guestVisits.leftAt)))
      .returning({ id: guestVisits.id });
    if (!rows.length) {
      const [exists] = await tx
        .select({ id: guestVisits.id })
        .from(guestVisits)
        .where(and(eq(guestVisits.id, id), eq(guestVisits.schoolId, ctx.session.schoolId)));
      if (!exists) throw notFound('Tamu tidak ditemukan.');
      throw new AppError('conflict', 'Tamu ini sudah tercatat pulang.');
    }
    await recordAudit(tx, ctx, { resource: 'guest_book', recordId: id, action: 'left' });
    return { id };
  });
}
