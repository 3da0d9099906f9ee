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
  registerExtracurricularApi(app, deps);
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
}
