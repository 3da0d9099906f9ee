import { expect, test } from '@playwright/test';
import { formatInZone } from '../../src/shared/time/school-time.ts';
import { ACCOUNTS, signInViaApi } from './fixtures.ts';

/**
 * One rule for times (issue 12): this spec runs with the browser in Asia/Jakarta and again in Asia/Jayapura
 * (playwright.config.ts), and the demo school keeps WIB, so both must show the same wall-clock times.
 */
test("a teacher sees an exam's times on the school's clock, whatever the device's zone", async ({ page }) => {
  const { token } = await signInViaApi(page, ACCOUNTS['3']!, '/school_exam_schedules');
  const answer = await page.request.get('/api/exams/schedules?kinds=school', { headers: { authorization: `Bearer ${token}` } });
  const schedule = ((await answer.json()).data as { title: string; startsAt: string; endsAt: string }[])[0]!;
  const expected = `${formatInZone(schedule.startsAt, 'Asia/Jakarta')} – ${formatInZone(schedule.endsAt, 'Asia/Jakarta')}`;
  const row = page.getByRole('row').filter({ hasText: schedule.title }).first();
  await expect(row).toContainText(expected);
});
