/** The student side of /tugas: the tasks (sd_tasks) teachers gave the student's rombel, beside the class-room work. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';

export const myTasksContract = defineContract({
  name: 'classroom.tasks.mine',
  method: 'GET',
  path: '/api/classroom/tasks',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        courseName: z.string(),
        teacherName: z.string(),
        dueDate: z.string(),
        maxScore: z.number(),
        description: z.string().nullable(),
        /** Whose task it is (a guardian with two children sees both). */
        studentName: z.string(),
        overdue: z.boolean(),
      }),
    ),
  }),
  tag: 'Ruang Kelas',
  access: 'siswa, orang tua',
  summary: 'Tugas dari guru untuk rombel siswa (atau anak) tahun ini, yang paling dekat batasnya di atas.',
});
