import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ppdbCosts, ppdbPeriods, ppdbReductions, ppdbRegistrations, ppdbRequirements } from '../schema/ppdb.ts';
import { schools } from '../schema/schools.ts';
import { randomOf } from '../../master/demo-data.ts';
import { FEMALE_FAMILY, FEMALE_NAMES, MALE_FAMILY, MALE_NAMES, PLACES, PREVIOUS_SCHOOLS, STREETS, VILLAGES } from '../../master/demo-names.ts';
import { rankApplicants } from '../../ppdb/rank-period.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

const PERIOD = 'demo-sepanjang-tahun';
const PATHWAYS = ['domisili', 'afirmasi', 'mutasi', 'prestasi', 'reguler'] as const;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * SMK Demo's open period gets 60 applicants across the five pathways (issue 19): the first 36 verified with
 * their distance and scores and then ranked within the quotas (so some are accepted and some not), the last 24
 * waiting for the document check; plus the intake's costs and two reductions. Only into an empty period, so
 * what a visitor did stays; deterministic (NIK and telephone numbers visibly fictional: 99…, 0800…).
 */
export async function seedDemoPpdb(db: Db): Promise<void> {
  const [period] = await db
    .select({ id: ppdbPeriods.id, schoolId: ppdbPeriods.schoolId, settingId: ppdbPeriods.settingId, code: schools.code })
    .from(ppdbPeriods)
    .innerJoin(schools, eq(schools.id, ppdbPeriods.schoolId))
    .where(and(eq(schools.slug, DEMO_SCHOOL), eq(ppdbPeriods.periodKey, PERIOD)));
  if (!period) return;
  const [{ n }] = await db.select({ n: count() }).from(ppdbRegistrations).where(eq(ppdbRegistrations.periodId, period.id));
  if (n > 0) return;
  const random = randomOf(20270101);
  await db.transaction(async (tx) => {
    const requirements = await tx
      .select({ id: ppdbRequirements.id, pathway: ppdbRequirements.pathway })
      .from(ppdbRequirements)
      .where(eq(ppdbRequirements.settingId, period.settingId));
    const rows = Array.from({ length: 60 }, (_, i) => {
      const male = random.chance(0.5);
      const fullName = `${random.pick(male ? MALE_NAMES : FEMALE_NAMES)} ${random.pick(male ? MALE_FAMILY : FEMALE_FAMILY)}`;
      const pathway = PATHWAYS[i % PATHWAYS.length];
      const verified = i < 36;
      const documents = verified
        ? Object.fromEntries(requirements.filter((r) => r.pathway === null || r.pathway === pathway).map((r) => [String(r.id), { ok: true }]))
        : {};
      let suffix = '';
      for (let k = 0; k < 6; k++) suffix += ALPHABET[random.int(0, ALPHABET.length - 1)];
      return {
        schoolId: period.schoolId,
        registrationNumber: `${period.code}-27-D${String(i + 1).padStart(2, '0')}${suffix.slice(0, 3)}`,
        periodKey: PERIOD,
        periodId: period.id,
        academicYear: '2027/2028',
        pathway,
        major: null,
        fullName,
        nik: `99${String(random.int(10 ** 13, 10 ** 14 - 1))}`,
        nisn: `99${String(random.int(10 ** 7, 10 ** 8 - 1))}`,
        gender: male ? 'L' : 'P',
        birthPlace: random.pick(PLACES),
        birthDate: `2011-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        religion: 'Islam',
        address: `${random.pick(STREETS)} No. ${random.int(1, 99)}, ${random.pick(VILLAGES)}, Kota Bandung`,
        previousSchool: random.pick(PREVIOUS_SCHOOLS),
        guardianName: `${random.pick(MALE_NAMES)} ${random.pick(MALE_FAMILY)}`,
        guardianRelation: 'Ayah',
        guardianPhone: `0800${String(random.int(1_000_000, 9_999_999))}`,
        guardianEmail: null,
        consentAt: new Date(Date.UTC(2026, 10, 1 + (i % 20))),
        createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 20), 8, i)),
        status: verified ? 'verified' : 'submitted',
        documents,
        distanceMeters: verified ? random.int(300, 9000) : null,
        reportAverage: verified ? random.int(7000, 9600) : null,
        achievementPoints: verified && pathway === 'prestasi' ? random.int(0, 20) : 0,
        verifiedAt: verified ? new Date(Date.UTC(2026, 10, 22)) : null,
        ipHash: 'demo',
      };
    });
    await tx.insert(ppdbRegistrations).values(rows);
    await rankApplicants(tx, period.schoolId, period.id);
    const [{ costs }] = await tx.select({ costs: count() }).from(ppdbCosts).where(eq(ppdbCosts.settingId, period.settingId));
    if (costs === 0) {
      await tx.insert(ppdbCosts).values([
        { schoolId: period.schoolId, settingId: period.settingId, name: 'Uang pangkal', amount: 3_500_000 },
        { schoolId: period.schoolId, settingId: period.settingId, name: 'Seragam dan atribut', amount: 1_250_000 },
        { schoolId: period.schoolId, settingId: period.settingId, name: 'SPP bulan Juli', amount: 450_000 },
      ]);
      await tx.insert(ppdbReductions).values([
        {
          schoolId: period.schoolId,
          settingId: period.settingId,
          name: 'Potongan jalur afirmasi',
          pathway: 'afirmasi',
          percent: 100,
          amount: null,
          description: 'Keluarga pemegang KIP/PKH/KKS tidak membayar uang pangkal dan seragam.',
        },
        {
          schoolId: period.schoolId,
          settingId: period.settingId,
          name: 'Potongan prestasi',
          pathway: 'prestasi',
          percent: null,
          amount: 1_000_000,
          description: 'Juara lomba tingkat kota atau lebih tinggi.',
        },
      ]);
    }
  });
}
