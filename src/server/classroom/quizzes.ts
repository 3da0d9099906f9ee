/**
 * Class quizzes: the exam engine's practice kind, through its own services (saveSchedule, listClassExercises,
 * listQuestions, listMyPractice) — a quiz is a practice schedule for the room's course and rombel, so its taking,
 * scoring, retries and review are the exam engine's.
 */
import type { z } from 'zod';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { scheduleInputSchema } from '../../shared/exams/schedule-schema.ts';
import type { quizInput } from '../../shared/api/classroom/quizzes.ts';
import { STUDENT } from '../../shared/classroom/permissions.ts';
import { saveSchedule } from '../exams/schedules/schedules.ts';
import { listClassExercises } from '../exams/practice/class-exercises.ts';
import { listMyPractice } from '../exams/practice/my-practice.ts';
import { listQuestions } from '../exams/bank/questions.ts';
import { keepRoom, openRoom } from './room-access.ts';
import { listRooms } from './rooms.ts';

/** The practice schedules of the room's course given to its rombel. */
async function quizzesOf(ctx: SessionContext, room: { courseId: number; sectionName: string }) {
  const { data } = await listClassExercises({ ctx });
  return data.filter((s) => s.courseId === room.courseId && s.sections.split(', ').includes(room.sectionName));
}

export async function roomQuizzes({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { room, canKeep, student } = await openRoom(ctx, id);
  if (student) return { room: { id: room.id, courseName: room.courseName, sectionName: room.sectionName }, canKeep: false, quizzes: [], questions: [] };
  const [quizzes, bank] = await Promise.all([
    quizzesOf(ctx, room),
    canKeep ? listQuestions({ ctx, input: { courseId: room.courseId, page: 1, perPage: 200 } }) : null,
  ]);
  return {
    room: { id: room.id, courseName: room.courseName, sectionName: room.sectionName },
    canKeep,
    quizzes: quizzes.map((q) => ({
      id: q.id,
      title: q.title,
      startsAt: q.startsAt,
      endsAt: q.endsAt,
      durationMinutes: q.durationMinutes,
      participants: q.participants,
      takers: q.takers,
      average: q.average,
    })),
    questions: (bank?.data ?? []).map((q) => ({ id: q.id, type: q.type, summary: q.summary, grade: q.grade })),
  };
}

export async function createQuiz({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof quizInput> }) {
  const { room } = await keepRoom(ctx, id);
  const parsed = scheduleInputSchema.safeParse({
    kind: 'practice',
    title: input.title,
    courseId: room.courseId,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    durationMinutes: input.durationMinutes,
    token: null,
    recordLeave: false,
    sectionIds: [room.sectionId],
    selection: { mode: 'fixed', questionIds: input.questionIds },
  });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error));
  const saved = await saveSchedule({ ctx, input: parsed.data });
  return { id: saved.id, participants: saved.participants };
}

/** A student's quizzes of all their rooms (the exam engine's own list); staff get the rooms to pick from. */
export async function myQuizzes({ ctx }: { ctx: SessionContext }) {
  if (ctx.session.userTypeId === STUDENT) {
    const mine = await listMyPractice({ ctx, input: {} });
    return {
      serverTime: mine.serverTime,
      quizzes: mine.data.map((q) => ({
        scheduleId: q.scheduleId,
        title: q.title,
        courseName: q.courseName,
        startsAt: q.startsAt,
        endsAt: q.endsAt,
        durationMinutes: q.durationMinutes,
        questionCount: q.questionCount,
        status: q.status,
        attempts: q.attempts,
        bestGrade: q.bestGrade,
      })),
      rooms: [],
    };
  }
  const { data } = await listRooms({ ctx });
  return {
    serverTime: new Date(),
    quizzes: [],
    rooms: data.filter((r) => !r.student).map((r) => ({ id: r.id, courseName: r.courseName, sectionName: r.sectionName })),
  };
}
