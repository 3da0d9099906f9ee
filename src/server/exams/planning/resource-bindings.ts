/**
 * Where the exam planning's plain lists live (listed in src/server/resources/bindings.ts), with the rules a
 * field cannot say: a room's or a session's name is taken whatever its letter case, two sessions of a year
 * must not share minutes (a room and a proctor are booked per session), and a room or session a schedule
 * uses is not deleted.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { examRoomAllocations, examRooms, examSessionTimes } from '../../db/schema/exam-rooms.ts';
import { EXAM_ROOMS, EXAM_SESSION_TIMES } from '../../../shared/resources/definitions/exam-lists.ts';
import { minutesOf } from '../../../shared/resources/fields.ts';
import { AppError, validationError } from '../../http/errors.ts';
import type { Binding, Tx } from '../../resources/binding.ts';
import { qualified, tableBinding, yearCondition } from '../../resources/table-binding.ts';

async function inUse(tx: Tx, column: PgColumn, id: number): Promise<boolean> {
  const [used] = await tx.select({ id: examRoomAllocations.id }).from(examRoomAllocations).where(eq(column, id)).limit(1);
  return Boolean(used);
}

export const EXAM_PLANNING_BINDINGS: Binding[] = [
  tableBinding(EXAM_ROOMS, examRooms, {
    id: examRooms.id,
    school: examRooms.schoolId,
    computed: () => ({
      allocations: sql<number>`(select count(*)::int from sd_exam_room_allocations a where a.sd_exam_room_id = ${qualified(examRooms.id)})`,
    }),
    unique: { sd_exam_rooms_name_key: { field: 'name', message: 'Nama ruang ini sudah dipakai.' } },
    hooks: {
      async beforeWrite(tx, scope, values, existing) {
        if (!('name' in values)) return;
        const [taken] = await tx
          .select({ id: examRooms.id })
          .from(examRooms)
          .where(
            and(
              eq(examRooms.schoolId, scope.schoolId),
              sql`lower(${examRooms.name}) = lower(${String(values.name)})`,
              existing ? ne(examRooms.id, Number(existing.id)) : undefined,
            ),
          )
          .limit(1);
        if (taken) throw validationError({ name: ['Nama ruang ini sudah dipakai.'] });
      },
      async beforeDelete(tx, _scope, existing) {
        if (await inUse(tx, examRoomAllocations.roomId, Number(existing.id))) {
          throw new AppError('conflict', 'Ruang ini sudah dipakai jadwal ujian, jadi tidak dapat dihapus.');
        }
      },
    },
  }),
  tableBinding(EXAM_SESSION_TIMES, examSessionTimes, {
    id: examSessionTimes.id,
    school: examSessionTimes.schoolId,
    year: examSessionTimes.academicYearId,
    unique: { sd_exam_session_times_name_key: { field: 'name', message: 'Nama sesi ini sudah dipakai di tahun ajaran ini.' } },
    hooks: {
      async beforeWrite(tx, scope, values, existing) {
        const year = [eq(examSessionTimes.schoolId, scope.schoolId), yearCondition(examSessionTimes.academicYearId, scope)];
        const others = await tx
          .select({ name: examSessionTimes.name, startsAt: examSessionTimes.startsAt, endsAt: examSessionTimes.endsAt })
          .from(examSessionTimes)
          .where(and(...year, existing ? ne(examSessionTimes.id, Number(existing.id)) : undefined));
        const errors: Record<string, string[]> = {};
        const name = String(values.name ?? '').toLowerCase();
        if (others.some((o) => o.name.toLowerCase() === name)) errors.name = ['Nama sesi ini sudah dipakai di tahun ajaran ini.'];
        const [start, end] = [minutesOf(String(values.starts_at)), minutesOf(String(values.ends_at))];
        const clash = others.find((o) => start < minutesOf(o.endsAt) && minutesOf(o.startsAt) < end);
        if (clash) errors.starts_at = [`Bertabrakan dengan ${clash.name} (${clash.startsAt.slice(0, 5)}–${clash.endsAt.slice(0, 5)}).`];
        if (Object.keys(errors).length) throw validationError(errors);
      },
      async beforeDelete(tx, _scope, existing) {
        if (await inUse(tx, examRoomAllocations.sessionTimeId, Number(existing.id))) {
          throw new AppError('conflict', 'Sesi ini dipakai di pembagian ruang ujian, jadi tidak dapat dihapus.');
        }
      },
    },
  }),
];
