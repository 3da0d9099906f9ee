import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as D from '../../shared/api/classroom/duty.ts';
import { addRoster, getRoster, removeRoster } from '../classroom/duty/roster.ts';
import { addDutyEntry, getDutyLog, saveDutySummary } from '../classroom/duty/log.ts';
import { dutyRecap } from '../classroom/duty/recap.ts';
import * as G from '../../shared/api/classroom/guests.ts';
import { addGuest, guestLeft, listGuests } from '../classroom/office/guests.ts';
import { orgChartContract } from '../../shared/api/classroom/org-chart.ts';
import { orgChart } from '../classroom/office/org-chart.ts';
import * as M from '../../shared/api/classroom/meetings.ts';
import { createMeeting, getMeeting, listMeetings, minutesPdf, saveAttendance, saveMinutes } from '../classroom/office/meetings.ts';
import { sendPdf } from '../documents/pdf-file.ts';
import * as T from '../../shared/api/classroom/teacher-groups.ts';
import { addActivity, createGroup, getGroup, listGroups, setMembers } from '../classroom/office/teacher-groups.ts';
import * as J from '../../shared/api/classroom/teacher-duties.ts';
import { assignDuty, endDuty, teacherDuties } from '../classroom/office/teacher-duties.ts';
import * as B from '../../shared/api/classroom/student-register.ts';
import { registerList, registerPdf, registerRecord, saveRegister } from '../classroom/register/student-register.ts';
import { ptkListContract } from '../../shared/api/classroom/ptk.ts';
import { ptkList } from '../classroom/office/ptk.ts';

/** School life (issue 16): duty rosters and logs, the guest book, the organisation chart, meetings, teacher groups, teachers' duties, the buku induk, PTK data. */
export function registerSchoolLifeApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, D.getRosterContract, ({ ctx, input }) => getRoster({ ctx, input }));
  route(app, deps, D.addRosterContract, ({ ctx, input }) => addRoster({ ctx, input }));
  route(app, deps, D.removeRosterContract, ({ ctx, params }) => removeRoster({ ctx, id: params.id }));
  route(app, deps, D.getDutyLogContract, ({ ctx, input }) => getDutyLog({ ctx, input }));
  route(app, deps, D.addDutyEntryContract, ({ ctx, input }) => addDutyEntry({ ctx, input }));
  route(app, deps, D.saveDutySummaryContract, ({ ctx, input }) => saveDutySummary({ ctx, input }));
  route(app, deps, D.dutyRecapContract, ({ ctx, input }) => dutyRecap({ ctx, input }));
  route(app, deps, G.listGuestsContract, ({ ctx, input }) => listGuests({ ctx, input }));
  route(app, deps, G.addGuestContract, ({ ctx, input }) => addGuest({ ctx, input }));
  route(app, deps, G.guestLeftContract, ({ ctx, params }) => guestLeft({ ctx, id: params.id }));
  route(app, deps, orgChartContract, ({ ctx }) => orgChart({ ctx }));
  route(app, deps, M.listMeetingsContract, ({ ctx }) => listMeetings({ ctx }));
  route(app, deps, M.createMeetingContract, ({ ctx, input }) => createMeeting({ ctx, input }));
  route(app, deps, M.getMeetingContract, ({ ctx, params }) => getMeeting({ ctx, id: params.id }));
  route(app, deps, M.saveAttendanceContract, ({ ctx, params, input }) => saveAttendance({ ctx, id: params.id, input }));
  route(app, deps, M.saveMinutesContract, ({ ctx, params, input }) => saveMinutes({ ctx, id: params.id, input }));
  route(app, deps, M.minutesPdfContract, async ({ ctx, params, input, reply }) => sendPdf(reply, await minutesPdf({ ctx, id: params.id, paper: input.paper })));
  route(app, deps, T.listGroupsContract, ({ ctx }) => listGroups({ ctx }));
  route(app, deps, T.createGroupContract, ({ ctx, input }) => createGroup({ ctx, input }));
  route(app, deps, T.getGroupContract, ({ ctx, params }) => getGroup({ ctx, id: params.id }));
  route(app, deps, T.setMembersContract, ({ ctx, params, input }) => setMembers({ ctx, id: params.id, input }));
  route(app, deps, T.addActivityContract, ({ ctx, params, input }) => addActivity({ ctx, id: params.id, input }));
  route(app, deps, J.teacherDutiesContract, ({ ctx }) => teacherDuties({ ctx }));
  route(app, deps, J.assignDutyContract, ({ ctx, input }) => assignDuty({ ctx, input }));
  route(app, deps, J.endDutyContract, ({ ctx, params }) => endDuty({ ctx, id: params.id }));
  route(app, deps, B.registerListContract, ({ ctx, input }) => registerList({ ctx, input }));
  route(app, deps, B.registerRecordContract, ({ ctx, params }) => registerRecord({ ctx, id: params.id }));
  route(app, deps, B.saveRegisterContract, ({ ctx, params, input }) => saveRegister({ ctx, id: params.id, input }));
  route(app, deps, B.registerPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await registerPdf({ ctx, id: params.id, paper: input.paper })),
  );
  route(app, deps, ptkListContract, ({ ctx }) => ptkList({ ctx }));
}
