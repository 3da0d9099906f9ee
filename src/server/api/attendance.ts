import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/attendance/calendar.ts';
import * as D from '../../shared/api/attendance/daily.ts';
import { createCalendarEvent, deleteCalendarEvent, getCalendar } from '../attendance/calendar-events.ts';
import { getDaily, lockMonth, saveDaily } from '../attendance/daily.ts';
import { monthRecap, myAttendance } from '../attendance/recaps.ts';
import * as T from '../../shared/api/attendance/timetable.ts';
import { listLessonHours, saveLessonDay } from '../attendance/lesson-hours.ts';
import * as P from '../../shared/api/attendance/permits.ts';
import { decidePermit, listPermits, requestPermit } from '../attendance/permits.ts';
import * as V from '../../shared/api/attendance/devices.ts';
import { addDevice, listDevices, listTaps, setDeviceActive } from '../attendance/devices.ts';
import { setStaffDay, staffDay } from '../attendance/staff-days.ts';
import { registerAdmsRoutes } from '../attendance/adms-routes.ts';
import { draftTimetableCall, getTimetable, myTimetable, placeSlot, removeSlot } from '../attendance/timetable.ts';

/** Calendar, timetable, attendance and devices (issue 13; document 02, sections 2.4 and 2.15). */
export function registerAttendanceApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.getCalendarContract, ({ ctx, input }) => getCalendar({ ctx, input }));
  route(app, deps, C.createCalendarEventContract, ({ ctx, input }) => createCalendarEvent({ ctx, input }));
  route(app, deps, C.deleteCalendarEventContract, ({ ctx, params }) => deleteCalendarEvent({ ctx, id: params.id }));
  route(app, deps, D.getDailyContract, ({ ctx, input }) => getDaily({ ctx, input }));
  route(app, deps, D.saveDailyContract, ({ ctx, input }) => saveDaily({ ctx, input }));
  route(app, deps, D.lockMonthContract, ({ ctx, input }) => lockMonth({ ctx, input }));
  route(app, deps, D.monthRecapContract, ({ ctx, input }) => monthRecap({ ctx, input }));
  route(app, deps, D.myAttendanceContract, ({ ctx, input }) => myAttendance({ ctx, input }));
  route(app, deps, T.listLessonHoursContract, ({ ctx }) => listLessonHours({ ctx }));
  route(app, deps, T.saveLessonDayContract, ({ ctx, input }) => saveLessonDay({ ctx, input }));
  route(app, deps, T.getTimetableContract, ({ ctx, input }) => getTimetable({ ctx, input }));
  route(app, deps, T.placeSlotContract, ({ ctx, input }) => placeSlot({ ctx, input }));
  route(app, deps, T.removeSlotContract, ({ ctx, params }) => removeSlot({ ctx, id: params.id }));
  route(app, deps, T.draftTimetableContract, ({ ctx }) => draftTimetableCall({ ctx }));
  route(app, deps, T.myTimetableContract, ({ ctx }) => myTimetable({ ctx }));
  route(app, deps, P.listPermitsContract, ({ ctx }) => listPermits({ ctx }));
  route(app, deps, P.requestPermitContract, ({ ctx, input }) => requestPermit({ ctx, input }));
  route(app, deps, P.decidePermitContract, ({ ctx, params, input }) => decidePermit({ ctx, id: params.id, input }));
  route(app, deps, V.listDevicesContract, ({ ctx }) => listDevices({ ctx }));
  route(app, deps, V.addDeviceContract, ({ ctx, input }) => addDevice({ ctx, input }));
  route(app, deps, V.setDeviceActiveContract, ({ ctx, params, input }) => setDeviceActive({ ctx, id: params.id, input }));
  route(app, deps, V.listTapsContract, ({ ctx, input }) => listTaps({ ctx, input: { date: input.date, unknown: input.unknown === '1' } }));
  route(app, deps, V.staffDayContract, ({ ctx, input }) => staffDay({ ctx, input }));
  route(app, deps, V.setStaffDayContract, ({ ctx, input }) => setStaffDay({ ctx, input }));
  registerAdmsRoutes(app, deps);
}
