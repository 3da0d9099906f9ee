import { describe, expect, it } from 'vitest';
import { MENU } from '../../src/server/db/seed/menu-data.ts';
import type { MenuGroup } from '../../src/server/db/seed/menu-types.ts';
import { menuForType } from '../../src/server/db/seed/menu-audience.ts';
import { routeByName, routeByPath } from '../../src/shared/catalogue/routes.ts';
import type { CatalogueRoute } from '../../src/shared/catalogue/types.ts';
import { STAFF_USER_TYPES, USER_TYPE_IDS, type UserTypeId } from '../../src/shared/user-types.ts';

const LITERAL = new Set(['17', '54']);
const groupsOf = (type: UserTypeId) => MENU[type].flatMap((h) => h.groups);
const allGroups = USER_TYPE_IDS.flatMap(groupsOf);

/** How the shell follows a link (document 01): '/' + menuPath under 17 and 54, the named route elsewhere. */
function resolve(group: MenuGroup, menuPath: string): CatalogueRoute | undefined {
  return LITERAL.has(group.id) ? routeByPath(`/${menuPath}`) : routeByName(menuPath);
}

function reachable(type: UserTypeId): Set<string> {
  return new Set(
    menuForType(type, MENU[type])
      .flatMap((h) => h.groups)
      .flatMap((g) => g.links.map((l) => resolve(g, l.menuPath)?.name ?? '?')),
  );
}

describe('the demo menus', () => {
  it('give every user type a non-empty three-level menu', () => {
    expect(Object.keys(MENU).sort()).toEqual([...USER_TYPE_IDS].sort());
    for (const type of USER_TYPE_IDS) {
      expect(MENU[type].length, type).toBeGreaterThan(0);
      for (const heading of MENU[type]) {
        expect(heading.name.trim(), type).not.toBe('');
        expect(heading.groups.length, `${type} ${heading.name}`).toBeGreaterThan(0);
        for (const group of heading.groups) expect(group.links.length, `${type} ${group.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('link only to parameterless catalogue routes', () => {
    const broken: string[] = [];
    for (const group of allGroups) {
      for (const link of group.links) {
        const route = resolve(group, link.menuPath);
        if (!route || route.path.includes(':')) broken.push(`${group.id}/${link.id}: ${link.menuPath}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('link by literal path exactly in the groups 17 and 54', () => {
    const ids = new Set(allGroups.map((g) => g.id));
    expect(ids.has('17') && ids.has('54')).toBe(true);
    for (const group of allGroups.filter((g) => LITERAL.has(g.id))) {
      for (const link of group.links) expect(link.menuPath, link.id).toMatch(/^[^/:][^:]*$/);
    }
    const website = allGroups.find((g) => g.id === '17')!;
    expect(website.links.map((l) => l.menuPath)).toEqual(
      expect.arrayContaining([
        'post_news_index',
        'post_image_sliders_index',
        'post_speech_heads',
        'post_videos_index',
        'post_album_index',
        'post_feature',
        'post/school_organisation_struct',
        'post/school_social_media',
      ]),
    );
    const akm = allGroups.find((g) => g.id === '54')!;
    expect(akm.name).toBe('Ujian AKM');
    expect(akm.links.map((l) => l.menuPath)).toContain('examination/result-akm');
  });

  it('use numeric ids, one group per group id and one link per link id', () => {
    const seen = new Map<string, string>();
    const claim = (id: string, what: string) => {
      expect(id).toMatch(/^[1-9][0-9]*$/);
      const before = seen.get(id);
      expect(before === undefined || before === what, `id ${id} names two different things`).toBe(true);
      seen.set(id, what);
    };
    for (const group of allGroups) {
      claim(group.id, JSON.stringify(group));
      for (const link of group.links) claim(link.id, `link ${JSON.stringify(link)}`);
    }
  });

  it('use Bootstrap Icons class names and Indonesian labels', () => {
    for (const group of allGroups) {
      expect(group.icon).toMatch(/^bi-[a-z0-9-]+$/);
      for (const link of group.links) {
        expect(link.icon).toMatch(/^bi-[a-z0-9-]+$/);
        expect(link.name.trim()).not.toBe('');
      }
    }
  });

  it('bring every user type to its dashboard and profile', () => {
    for (const type of USER_TYPE_IDS) {
      expect(reachable(type).has('dashboard'), type).toBe(true);
      expect(reachable(type).has('profile_page'), type).toBe(true);
    }
    for (const type of STAFF_USER_TYPES) expect(reachable(type).size, type).toBeGreaterThan(3);
  });

  it('reach the routes each user type works with', () => {
    const essentials: Record<UserTypeId, string[]> = {
      '1': ['kelolasekolah', 'adminsekolah', 'roleuser_index', 'upload_file_examination'],
      '2': ['kelas', 'student', 'Teacher', 'academicyear_index', 'school_exam_schedules', 'raport', 'post_news_index'],
      '3': [
        'teacher_teaching_class',
        'nilaiharian',
        'question_bank',
        'school_exam_schedules',
        'monitoring_student_exam_status',
        'exercises_class',
        'teacher_teaching_class_wali_kelas',
      ],
      '4': ['Laporanperformaguru', 'finance_report_balance_sheet', 'monitoring_examination_akm'],
      '5': ['list_student_school_exams', 'list_student_school_exam_akms', 'exercises_class_view', 'kelas_room', 'student_grade_report'],
      '6': ['guardian_data', 'guardian_datas'],
      '7': ['teacher_group', 'Laporanperformamentor'],
      '8': ['device_school_setting', 'requestaccount'],
      '9': ['student', 'student_master_book', 'employee_kepegawaian', 'ppdb_settings', 'guest_book'],
      '10': ['data_buku', 'peminjaman_buku', 'pengembalian_buku', 'laporan_perpustakaan', 'setting_perpustakaan'],
      '11': ['finance_cash_in', 'finance_student_billing', 'student_savings', 'finance_report_balance_sheet'],
      '12': ['field_company', 'field_pkl_jurnal'],
      '13': ['foundation', 'foundation_financial_dashboard', 'rekapitulasi_PPDB_seluruh_sekolah'],
    };
    for (const type of USER_TYPE_IDS) {
      const missing = essentials[type].filter((name) => !reachable(type).has(name));
      expect(missing, `user type ${type}`).toEqual([]);
    }
  });
});
