import { sql } from 'drizzle-orm';
import type { SessionContext } from '../../http/context.ts';
import { requireReader, yearOf } from '../guard.ts';

type Row = {
  id: number;
  title: string;
  course_id: number | null;
  course_name: string | null;
  sections: string | null;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  participants: number;
  working: number;
  takers: number;
  attempts: number;
  average: number | null;
};

/**
 * The year's class exercises (exercises_class) for teachers and admins: course, rombel, window, participants,
 * how many took it, and the average of each student's latest finished attempt — the current one when finished,
 * otherwise the newest archived one (a student who pressed "Ulangi" keeps counting with their last result).
 */
export async function listClassExercises({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const schoolId = ctx.session.schoolId;
  const result = await ctx.db.execute<Row>(sql`
    with per_student as (
      select a.sd_exam_schedule_id as schedule_id, a.status,
        (select count(*) from sd_exam_attempt_history h where h.sd_exam_attempt_id = a.sd_exam_attempt_id and h.status = 'finished')
          + (case when a.status = 'finished' then 1 else 0 end) as finished_count,
        case when a.status = 'finished' then a.grade
          else (select h.grade from sd_exam_attempt_history h where h.sd_exam_attempt_id = a.sd_exam_attempt_id and h.status = 'finished'
                order by h.attempt_no desc limit 1) end as latest_grade
      from sd_exam_attempts a
      join sd_exam_schedules s on s.sd_exam_schedule_id = a.sd_exam_schedule_id
      where a.sd_school_id = ${schoolId} and s.kind = 'practice' and s.deleted_at is null and s.sd_academic_year_id = ${yearOf(ctx)})
    select s.sd_exam_schedule_id as id, s.title, s.sd_course_id as course_id, c.name as course_name,
      (select string_agg(se.name, ', ' order by se.name) from sd_exam_schedule_sections ss
         join sd_sections se on se.sd_section_id = ss.sd_section_id where ss.sd_exam_schedule_id = s.sd_exam_schedule_id) as sections,
      s.starts_at, s.ends_at, s.duration_minutes,
      count(p.schedule_id)::int as participants,
      count(*) filter (where p.status = 'working')::int as working,
      count(*) filter (where p.finished_count > 0)::int as takers,
      coalesce(sum(p.finished_count), 0)::int as attempts,
      round(avg(p.latest_grade)::numeric, 2)::float8 as average
    from sd_exam_schedules s
    left join sd_courses c on c.sd_course_id = s.sd_course_id
    left join per_student p on p.schedule_id = s.sd_exam_schedule_id
    where s.sd_school_id = ${schoolId} and s.kind = 'practice' and s.deleted_at is null and s.sd_academic_year_id = ${yearOf(ctx)}
    group by s.sd_exam_schedule_id, c.name
    order by s.starts_at desc, s.sd_exam_schedule_id`);
  return {
    serverTime: new Date(),
    data: result.rows.map((r) => ({
      id: r.id,
      title: r.title,
      courseId: r.course_id,
      courseName: r.course_name,
      sections: r.sections ?? '',
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      durationMinutes: r.duration_minutes,
      participants: r.participants,
      working: r.working,
      takers: r.takers,
      attempts: r.attempts,
      average: r.average,
    })),
  };
}
