import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as R from '../../shared/api/classroom/rooms.ts';
import * as A from '../../shared/api/classroom/assignments.ts';
import { listRooms } from '../classroom/rooms.ts';
import { getRoom } from '../classroom/room-detail.ts';
import { addMaterial, addMeeting, getMaterial, roomViews } from '../classroom/materials.ts';
import { closeAssignment, createAssignment, getAssignment, myAssignments } from '../classroom/assignments.ts';
import { gradeSubmission, submitAssignment } from '../classroom/submissions.ts';
import * as X from '../../shared/api/classroom/extracurriculars.ts';
import { createExtracurricular, getExtracurricular, joinExtracurricular, listExtracurriculars } from '../classroom/extracurriculars.ts';
import { assessMember, decideRequest, pendingRequests } from '../classroom/extracurricular-members.ts';
import { registerCounselingApi } from './counseling.ts';
import { registerSchoolLifeApi } from './school-life.ts';
import * as Q from '../../shared/api/classroom/quizzes.ts';
import { createQuiz, myQuizzes, roomQuizzes } from '../classroom/quizzes.ts';
import * as T from '../../shared/api/classroom/discussion.ts';
import { createThread, getThread, listThreads, markAnswer, reply } from '../classroom/discussion.ts';
import { classCalendarContract } from '../../shared/api/classroom/calendar.ts';
import { classCalendar } from '../classroom/calendar.ts';
import * as O from '../../shared/api/classroom/overview.ts';
import { allMaterials, roomsRecap } from '../classroom/overview.ts';
import { activityReportContract } from '../../shared/api/classroom/activity-report.ts';
import { activityReport } from '../classroom/activity-report.ts';
import { myTasksContract } from '../../shared/api/classroom/tasks.ts';
import { myTasks } from '../classroom/tasks.ts';
import * as S from '../../shared/api/classroom/club-sessions.ts';
import { clubReport, clubReportPdf, clubSessions, recordSession, updateAttendance } from '../classroom/club-sessions.ts';
import { sendPdf } from '../documents/pdf-file.ts';
import { setFileReadGuard } from '../files/read-guards.ts';
import { classroomFileAccess } from '../classroom/file-access.ts';

/** Class rooms: materials, assignments, submissions and grading (document 02, section 2.7; issue 16). */
export function registerClassroomApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, R.listRoomsContract, ({ ctx }) => listRooms({ ctx }));
  route(app, deps, R.getRoomContract, ({ ctx, params }) => getRoom({ ctx, id: params.id }));
  route(app, deps, R.addMeetingContract, ({ ctx, params, input }) => addMeeting({ ctx, id: params.id, input }));
  route(app, deps, R.addMaterialContract, ({ ctx, params, input }) => addMaterial({ ctx, id: params.id, input }));
  route(app, deps, R.getMaterialContract, ({ ctx, params }) => getMaterial({ ctx, id: params.id }));
  route(app, deps, R.roomViewsContract, ({ ctx, params }) => roomViews({ ctx, id: params.id }));
  route(app, deps, A.myAssignmentsContract, ({ ctx }) => myAssignments({ ctx }));
  route(app, deps, A.createAssignmentContract, ({ ctx, params, input }) => createAssignment({ ctx, id: params.id, input }));
  route(app, deps, A.getAssignmentContract, ({ ctx, params }) => getAssignment({ ctx, id: params.id }));
  route(app, deps, A.closeAssignmentContract, ({ ctx, params }) => closeAssignment({ ctx, id: params.id }));
  route(app, deps, A.submitAssignmentContract, ({ ctx, params, input }) => submitAssignment({ ctx, id: params.id, input }));
  route(app, deps, A.gradeSubmissionContract, ({ ctx, params, input }) => gradeSubmission({ ctx, id: params.id, input }));
  route(app, deps, Q.roomQuizzesContract, ({ ctx, params }) => roomQuizzes({ ctx, id: params.id }));
  route(app, deps, Q.createQuizContract, ({ ctx, params, input }) => createQuiz({ ctx, id: params.id, input }));
  route(app, deps, Q.myQuizzesContract, ({ ctx }) => myQuizzes({ ctx }));
  route(app, deps, T.listThreadsContract, ({ ctx, params }) => listThreads({ ctx, id: params.id }));
  route(app, deps, T.createThreadContract, ({ ctx, params, input }) => createThread({ ctx, id: params.id, input }));
  route(app, deps, T.getThreadContract, ({ ctx, params }) => getThread({ ctx, id: params.id }));
  route(app, deps, T.replyContract, ({ ctx, params, input }) => reply({ ctx, id: params.id, input }));
  route(app, deps, T.markAnswerContract, ({ ctx, params, input }) => markAnswer({ ctx, id: params.id, input }));
  route(app, deps, classCalendarContract, ({ ctx, input }) => classCalendar({ ctx, input }));
  route(app, deps, O.allMaterialsContract, ({ ctx }) => allMaterials({ ctx }));
  route(app, deps, O.roomsRecapContract, ({ ctx }) => roomsRecap({ ctx }));
  route(app, deps, activityReportContract, ({ ctx, input }) => activityReport({ ctx, input }));
  route(app, deps, myTasksContract, ({ ctx }) => myTasks({ ctx }));
  // A class room's files are for that room's people: its teacher, students and their guardians (not the whole school).
  setFileReadGuard('classroom_file', classroomFileAccess);
  registerExtracurricularApi(app, deps);
  registerCounselingApi(app, deps);
  registerSchoolLifeApi(app, deps);
}

/** Extracurriculars: clubs, sign-up with approval, assessment for the rapor. */
export function registerExtracurricularApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, X.listExtracurricularsContract, ({ ctx }) => listExtracurriculars({ ctx }));
  route(app, deps, X.createExtracurricularContract, ({ ctx, input }) => createExtracurricular({ ctx, input }));
  route(app, deps, X.getExtracurricularContract, ({ ctx, params }) => getExtracurricular({ ctx, id: params.id }));
  route(app, deps, X.joinExtracurricularContract, ({ ctx, params }) => joinExtracurricular({ ctx, id: params.id }));
  route(app, deps, X.pendingRequestsContract, ({ ctx }) => pendingRequests({ ctx }));
  route(app, deps, X.decideRequestContract, ({ ctx, params, input }) => decideRequest({ ctx, id: params.id, input }));
  route(app, deps, X.assessMemberContract, ({ ctx, params, input }) => assessMember({ ctx, id: params.id, input }));
  route(app, deps, S.clubReportContract, ({ ctx }) => clubReport({ ctx }));
  route(app, deps, S.clubSessionsContract, ({ ctx, params }) => clubSessions({ ctx, id: params.id }));
  route(app, deps, S.recordSessionContract, ({ ctx, params, input }) => recordSession({ ctx, id: params.id, input }));
  route(app, deps, S.updateAttendanceContract, ({ ctx, params, input }) => updateAttendance({ ctx, id: params.id, input }));
  route(app, deps, S.clubReportPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await clubReportPdf({ ctx, id: params.id, paper: input.paper })),
  );
}
