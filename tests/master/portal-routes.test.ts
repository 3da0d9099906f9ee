import { describe, expect, it } from 'vitest';
import { MASTER_ROUTE_NAMES } from '../../src/portal/features/master/route-names.ts';
import { MASTER_ROUTES } from '../../src/portal/features/master/master-routes.ts';
import { routeByName } from '../../src/shared/catalogue/routes.ts';
import { RESOURCES } from '../../src/shared/resources/registry.ts';

describe('the master-data routes', () => {
  it('are exactly the routes of the definitions, the second teacher list and the guardian pages', () => {
    expect([...MASTER_ROUTE_NAMES].sort()).toEqual([...MASTER_ROUTES.keys()].sort());
  });

  it('are all catalogue routes, and every resource names its list, add and edit routes', () => {
    for (const name of MASTER_ROUTE_NAMES) expect(routeByName(name), name).toBeDefined();
    for (const def of RESOURCES)
      for (const screen of ['list', 'create', 'edit'] as const) expect(routeByName(def.routes[screen]), `${def.name} ${screen}`).toBeDefined();
  });

  it('cover every route of document 02 section 2.4 People, Settings, Classes and tasks', () => {
    const expected = [
      '/Teacher',
      '/TeacherStore',
      '/TeacherUpdate',
      '/Teacher2',
      '/TeacherUpdate2',
      '/student',
      '/addstudent',
      '/editstudent',
      '/kelolasekolah',
      '/tambahsekolah',
      '/editsekolah/:id',
      '/adminsekolah',
      '/editadminsekolah',
      '/tambahadminsekolah',
      '/adminmentor',
      '/editadminmentor',
      '/tambahadminmentor',
      '/adminsupport',
      '/editadminsupport',
      '/tambahadminsupport',
      '/kepala_sekolah',
      '/staff_sekolah',
      '/guardian/index',
      '/course',
      '/edit_course',
      '/add_course',
      '/academicyear/index',
      '/academicyear/add_academic',
      '/academicyear/edit_academic',
      '/roleuser/index',
      '/roleuser/add_roleuser',
      '/roleuser/edit_roleuser',
      '/settinglearningcourse/index',
      '/settingexamination/index',
      '/addsettingexamination',
      '/editsettingexamination',
      '/settingteachlearning/index',
      '/studentteachlearning/index',
      '/teacherteachlearning/index',
      '/kelas',
      '/createkelas',
      '/updatekelas',
      '/subkelas',
      '/createsubkelas',
      '/updatesubkelas',
      '/tugas',
      '/createtugas',
      '/updatetugas',
      '/generalsetting/index',
      '/guardian/data',
      '/guardian/datas',
      '/new_guardian/data',
    ];
    const served = new Set(MASTER_ROUTE_NAMES.map((n) => routeByName(n)!.path));
    for (const path of expected) expect(served.has(path), path).toBe(true);
  });
});
