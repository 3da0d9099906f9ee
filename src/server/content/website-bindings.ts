/**
 * Where the website's plain lists live (listed in src/server/resources/bindings.ts). Every write forgets the
 * public pages' cache, so the school's site shows it on the next request in this process (public-site.ts).
 */
import { sql } from 'drizzle-orm';
import {
  graduationContents,
  siteAlbums,
  siteFeatures,
  siteFigures,
  siteSliders,
  siteSocial,
  siteSpeeches,
  siteVideos,
  studentAchievements,
} from '../db/schema/website.ts';
import {
  GRADUATION_CONTENT,
  SITE_ALBUMS,
  SITE_FEATURES,
  SITE_FIGURES,
  SITE_SLIDERS,
  SITE_SOCIAL,
  SITE_SPEECH,
  SITE_VIDEOS,
  STUDENT_ACHIEVEMENTS,
} from '../../shared/resources/definitions/website.ts';
import type { Binding, Hooks } from '../resources/binding.ts';
import { qualified, tableBinding } from '../resources/table-binding.ts';
import { figureValueSql, forgetSchoolSites } from './public-site.ts';

const publish: Hooks = {
  async afterWrite() {
    forgetSchoolSites();
  },
  async beforeDelete() {
    forgetSchoolSites();
  },
};

export const WEBSITE_BINDINGS: Binding[] = [
  tableBinding(SITE_SLIDERS, siteSliders, { id: siteSliders.id, school: siteSliders.schoolId, hooks: publish }),
  tableBinding(SITE_SPEECH, siteSpeeches, {
    id: siteSpeeches.schoolId,
    school: siteSpeeches.schoolId,
    hooks: publish,
    ensure: async (db, scope) => {
      await db.insert(siteSpeeches).values({ schoolId: scope.schoolId }).onConflictDoNothing();
    },
  }),
  tableBinding(SITE_VIDEOS, siteVideos, { id: siteVideos.id, school: siteVideos.schoolId, hooks: publish }),
  tableBinding(SITE_ALBUMS, siteAlbums, {
    id: siteAlbums.id,
    school: siteAlbums.schoolId,
    hooks: publish,
    computed: () => ({
      photo_count: sql<number>`(select count(*)::int from sd_site_album_photos p where p.sd_site_album_id = ${qualified(siteAlbums.id)})`,
    }),
  }),
  tableBinding(SITE_FEATURES, siteFeatures, { id: siteFeatures.id, school: siteFeatures.schoolId, hooks: publish }),
  tableBinding(SITE_SOCIAL, siteSocial, { id: siteSocial.id, school: siteSocial.schoolId, hooks: publish }),
  tableBinding(SITE_FIGURES, siteFigures, {
    id: siteFigures.id,
    school: siteFigures.schoolId,
    hooks: publish,
    computed: () => ({
      current_value: sql<number>`${figureValueSql(qualified(siteFigures.source), qualified(siteFigures.manualValue), qualified(siteFigures.schoolId))}`,
    }),
  }),
  tableBinding(STUDENT_ACHIEVEMENTS, studentAchievements, { id: studentAchievements.id, school: studentAchievements.schoolId, hooks: publish }),
  tableBinding(GRADUATION_CONTENT, graduationContents, {
    id: graduationContents.schoolId,
    school: graduationContents.schoolId,
    hooks: publish,
    ensure: async (db, scope) => {
      await db.insert(graduationContents).values({ schoolId: scope.schoolId }).onConflictDoNothing();
    },
  }),
];
