import type { Db } from '../client.ts';

/** Demo data of the "platform" exam family (issue 7), after seedDemoExams. Idempotent: adds nothing when already there. */
export async function seedDemoExamPlatform(db: Db): Promise<void> {
  void db;
}
