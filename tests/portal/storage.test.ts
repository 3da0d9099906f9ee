import { jar, resetBrowser, storage } from './fake-browser.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../src/portal/lib/sign-in.ts';
import { clearSession } from '../../src/portal/lib/session-end.ts';
import { EXPIRED_SESSION_KEYS, STORAGE_KEYS, readToken, setSignedOutToken } from '../../src/portal/lib/storage.ts';
import { $isAuth, $token, $yearId } from '../../src/portal/lib/session-store.ts';
import type { SignInData } from '../../src/shared/shell-api.ts';

const DATA: SignInData = {
  id: 7,
  full_name: 'Budi',
  path_image_school: '/sekolah/demo/logo.svg',
  path_image_profile: null,
  sd_user_type_id: '3',
  sd_school_id: 2,
  school_code: 'DEMO',
  sd_school_stage_id: 8,
  sd_academic_year_id: 12,
  sd_class_id: null,
  sd_section_id: null,
  sd_class_map_id: null,
  data_academic: [{ sd_academic_year_id: 12, description: '2025/2026', is_current: true, sd_curriculum_id: 2 }],
  data_school: [{ sd_school_id: 2, school_name: 'SMK Demo' }],
  sd_curriculum_id: 2,
  data_curriculum: [{ sd_curriculum_id: 2, code: 'KURMER', name: 'Kurikulum Merdeka' }],
};

beforeEach(resetBrowser);

describe('session storage', () => {
  it('stores every value of document 01 section 3 under its exact key', () => {
    saveSession('tok-123', DATA);
    expect(storage.getItem('token')).toBe('tok-123');
    expect(storage.getItem('id')).toBe('7');
    expect(storage.getItem('path_image_school')).toBe('/sekolah/demo/logo.svg');
    expect(storage.getItem('path_image_profile')).toBe('');
    expect(storage.getItem('sd_academic_year_id')).toBe('12');
    expect(storage.getItem('sd_school_id')).toBe('2');
    expect(JSON.parse(storage.getItem('academic_years_data')!)).toEqual(DATA.data_academic);
    expect(JSON.parse(storage.getItem('school_data')!)).toEqual(DATA.data_school);
    expect(storage.getItem('sd_user_type_id')).toBe('3');
    expect(storage.getItem('sd_school_stage_id')).toBe('8');
    expect(storage.getItem('school_code')).toBe('DEMO');
    for (const key of ['sd_section_id', 'sd_class_id', 'sd_class_map_id']) expect(storage.getItem(key)).toBe('');
    expect(storage.getItem('sd_curriculum_id')).toBe('2');
    expect(JSON.parse(storage.getItem('data_curriculum')!)).toEqual(DATA.data_curriculum);
    expect(storage.getItem('exam_data')).toBe('[]');
    // The school's time zone is not in the sign-in answer: the shell's GET /api/session/school stores it next.
    expect(storage.keys().sort()).toEqual(STORAGE_KEYS.filter((k) => k !== 'school_time_zone').sort());
    expect($isAuth.get()).toBe(true);
  });

  it('sets the identity cookie on path / for 2 days', () => {
    const before = Date.now();
    saveSession('tok', DATA);
    const cookie = jar.records.get('identity')!;
    expect(cookie.value).toBe('7');
    expect(cookie.attributes.path).toBe('/');
    const lifetime = new Date(cookie.attributes.expires).getTime() - before;
    expect(lifetime).toBeGreaterThan(2 * 24 * 3600 * 1000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(2 * 24 * 3600 * 1000 + 1000);
  });

  it("defaults the year selector to '0' when the school has no year", () => {
    saveSession('tok', { ...DATA, sd_academic_year_id: null });
    expect(storage.getItem('sd_academic_year_id')).toBe('0');
    expect($yearId.get()).toBe('0');
  });

  it("treats the text 'null' as signed out", () => {
    setSignedOutToken();
    expect(storage.getItem('token')).toBe('null');
    expect(readToken()).toBeNull();
  });

  it('clears every value and the cookie at logout', () => {
    saveSession('tok', DATA);
    clearSession();
    expect(storage.length).toBe(0);
    expect(jar.records.has('identity')).toBe(false);
    expect($token.get()).toBeNull();
  });

  it("the guard's expired-cookie list is the one of section 4", () => {
    expect([...EXPIRED_SESSION_KEYS].sort()).toEqual(
      ['token', 'id', 'path_image_school', 'path_image_profile', 'sd_user_type_id', 'sd_school_stage_id', 'sd_school_id', 'school_code', 'full_name'].sort(),
    );
  });
});
