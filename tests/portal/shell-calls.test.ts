import { jsonFetch, location, resetBrowser, storage } from './fake-browser.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $menu, $shellFailure, changeSchool, changeYear, loadMenu } from '../../src/portal/lib/shell-calls.ts';
import { $yearId, loadSessionState } from '../../src/portal/lib/session-store.ts';

beforeEach(() => {
  resetBrowser();
  storage.setItem('token', 'tok');
  storage.setItem('sd_academic_year_id', '11');
  storage.setItem('sd_curriculum_id', '2');
  loadSessionState();
  $shellFailure.set(null);
});
afterEach(() => vi.unstubAllGlobals());

function stub(answer: Parameters<typeof jsonFetch>[0]) {
  const f = jsonFetch(answer);
  vi.stubGlobal('fetch', f.fetch);
  return f;
}

describe('changing the year', () => {
  it('stores the year and, when the curriculum call says true, its curriculum; then reloads', async () => {
    const { calls } = stub(() => ({ body: { status: true, data: 1 } }));
    await changeYear('12');
    expect(calls[0].url).toBe('/api/academicyear_get_curriculum');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ academic: '12' });
    expect(storage.getItem('sd_academic_year_id')).toBe('12');
    expect(storage.getItem('sd_curriculum_id')).toBe('1');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the curriculum when the call says false, and still reloads', async () => {
    stub(() => ({ body: { status: false, data: null, message: 'Tahun ajaran ini belum memiliki kurikulum.' } }));
    await changeYear('13');
    expect(storage.getItem('sd_academic_year_id')).toBe('13');
    expect(storage.getItem('sd_curriculum_id')).toBe('2');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('puts the year back, keeps the error body and offers a retry when the call fails', async () => {
    stub(() => ({ status: 403, body: { message: 'Tahun ajaran ini bukan milik sekolah Anda.' } }));
    await changeYear('99');
    expect(storage.getItem('sd_academic_year_id')).toBe('11');
    expect($yearId.get()).toBe('11');
    expect(location.reload).not.toHaveBeenCalled();
    const failure = $shellFailure.get()!;
    expect(failure.call).toBe('year');
    expect(failure.message).toBe('Tahun ajaran gagal diganti. Tahun ajaran ini bukan milik sekolah Anda.');
    expect(failure.validation).toEqual({ message: 'Tahun ajaran ini bukan milik sekolah Anda.' });
    stub(() => ({ body: { status: true, data: 2 } }));
    failure.retry();
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(storage.getItem('sd_academic_year_id')).toBe('99');
    expect($shellFailure.get()).toBeNull();
  });
});

describe('changing the school', () => {
  it('stores the school, its years and its current year, then reloads', async () => {
    const years = [{ sd_academic_year_id: 31, description: '2025/2026', is_current: true, sd_curriculum_id: 2 }];
    stub(() => ({
      body: {
        status: true,
        data: years,
        sd_academic_year_id: 31,
        sd_school_id: 5,
        school_code: 'SMP',
        sd_school_stage_id: 4,
        path_image_school: '/l.svg',
        sd_curriculum_id: 2,
      },
    }));
    expect(await changeSchool('5')).toBe(true);
    expect(storage.getItem('sd_school_id')).toBe('5');
    expect(JSON.parse(storage.getItem('academic_years_data')!)).toEqual(years);
    expect(storage.getItem('sd_academic_year_id')).toBe('31');
    expect(storage.getItem('school_code')).toBe('SMP');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('shows a notice and does not reload when it fails', async () => {
    stub(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await changeSchool('5')).toBe(false);
    expect($shellFailure.get()?.call).toBe('school');
    expect(location.reload).not.toHaveBeenCalled();
  });
});

describe('the menu', () => {
  it('asks menu2 for the stored year and keeps the answer', async () => {
    const data = [{ menu_name: 'Menu Utama', data_children: [] }];
    const { calls } = stub(() => ({ body: { status: true, data } }));
    await loadMenu();
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ academic: '11' });
    expect($menu.get()).toEqual({ status: 'ready', items: data });
  });

  it('keeps a failure as a validation object with a retry', async () => {
    stub(() => ({ status: 500, body: { message: 'Terjadi kesalahan pada server.' } }));
    await loadMenu();
    expect($menu.get().status).toBe('failed');
    expect($shellFailure.get()).toMatchObject({ call: 'menu', validation: { message: 'Terjadi kesalahan pada server.' } });
  });
});
