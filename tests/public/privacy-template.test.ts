import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../src/shared/tenant-privacy.ts';
import { tenantSchoolSchema } from '../../src/shared/tenant-schema.ts';

const school = (slug: string) => tenantSchoolSchema.parse(JSON.parse(fs.readFileSync(`tenants/${slug}/school.json`, 'utf8')));
const text = (p: ReturnType<typeof privacyPolicy>) =>
  [p.title, ...p.intro, ...p.sections.flatMap((s) => [s.heading, ...(s.items ?? []), ...(s.paragraphs ?? [])])].join('\n');

describe('privacy template', () => {
  it('fills the Indonesian policy from the school', () => {
    const s = school('demo-smk');
    const policy = text(privacyPolicy(s, 'id'));
    expect(policy).toContain('Kebijakan Privasi Sekolahku SMK Demo');
    expect(policy).toContain('SMK Demo Nusantara');
    expect(policy).toContain(s.npsn);
    expect(policy).toContain('Undang-Undang Nomor 27 Tahun 2022');
    expect(policy).toMatch(/persetujuan orang tua anak dan\/atau wali anak \(Pasal 25 UU PDP\)/);
    expect(policy).toContain(`${s.privacy.retentionYears} tahun setelah lulus`);
    expect(policy).toContain(s.contacts.email);
    expect(policy).toContain('Yayasan yang menaungi Sekolah');
  });

  it('has every right of articles 5 to 13', () => {
    const rights = privacyPolicy(school('demo-sd'), 'id').sections.find((s) => s.id === 'hak')!;
    for (let article = 5; article <= 13; article++)
      expect(
        rights.items!.some((i) => i.includes(`(Pasal ${article})`)),
        `Pasal ${article}`,
      ).toBe(true);
  });

  it('has an English version with the same sections', () => {
    const s = school('smk_triguna');
    const id = privacyPolicy(s, 'id');
    const en = privacyPolicy(s, 'en');
    expect(en.sections.map((x) => x.id)).toEqual(id.sections.map((x) => x.id));
    expect(text(en)).toContain('Law No. 27 of 2022');
    expect(text(en)).toContain('SMK Triguna');
    expect(text(en)).not.toContain('foundation that runs');
  });

  it('uses the privacy email when the school sets one', () => {
    const s = { ...school('demo-sd'), privacy: { ...school('demo-sd').privacy, email: 'dpo@contoh.example' } };
    expect(text(privacyPolicy(s, 'id'))).toContain('dpo@contoh.example');
  });
});
