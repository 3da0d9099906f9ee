/**
 * The school website's content written in the portal (issue 20, docs/decisions/0022-content.md): sliders, the
 * head's speech, videos, albums and their photos, features, social media, the figures and where they come from,
 * the students' achievements and the graduation content. Every row carries sd_school_id; the column names are
 * the resource fields' names (src/shared/resources/definitions/website.ts).
 */
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const sortOrder = () => integer('sort_order').notNull().default(1);

export const siteSliders = pgTable(
  'sd_site_sliders',
  {
    id: integer('sd_site_slider_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    caption: text('caption'),
    /** /api/files/<uuid> of a website_image of the same school. */
    image: text('image'),
    link: text('link'),
    sortOrder: sortOrder(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('sd_site_sliders_school_idx').on(t.schoolId, t.sortOrder)],
);

/** One per school (the id is the school's). */
export const siteSpeeches = pgTable('sd_site_speeches', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  heading: text('heading').notNull().default(''),
  principalName: text('principal_name').notNull().default(''),
  principalTitle: text('principal_title').notNull().default('Kepala Sekolah'),
  body: text('body').notNull().default(''),
  photo: text('photo'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteVideos = pgTable(
  'sd_site_videos',
  {
    id: integer('sd_site_video_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    videoUrl: text('video_url').notNull(),
    description: text('description'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('sd_site_videos_school_idx').on(t.schoolId, t.sortOrder)],
);

export const siteAlbums = pgTable(
  'sd_site_albums',
  {
    id: integer('sd_site_album_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    albumDate: date('album_date').notNull(),
    description: text('description'),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('sd_site_albums_school_idx').on(t.schoolId, t.albumDate)],
);

export const siteAlbumPhotos = pgTable(
  'sd_site_album_photos',
  {
    id: integer('sd_site_album_photo_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    albumId: integer('sd_site_album_id')
      .notNull()
      .references(() => siteAlbums.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    caption: text('caption').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sd_site_album_photos_album_idx').on(t.albumId, t.id)],
);

export const siteFeatures = pgTable(
  'sd_site_features',
  {
    id: integer('sd_site_feature_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull().default('book'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('sd_site_features_school_idx').on(t.schoolId, t.sortOrder)],
);

export const siteSocial = pgTable(
  'sd_site_social',
  {
    id: integer('sd_site_social_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    platform: text('platform').notNull(),
    handle: text('handle').notNull(),
    url: text('url').notNull(),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('sd_site_social_school_idx').on(t.schoolId, t.sortOrder)],
);

/** A figure of the website (students, teachers...) and its source: the school's live data or a typed number. */
export const siteFigures = pgTable(
  'sd_site_figures',
  {
    id: integer('sd_site_figure_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    label: text('label').notNull(),
    source: text('source').notNull(),
    manualValue: integer('manual_value'),
    sortOrder: sortOrder(),
    isShown: boolean('is_shown').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('sd_site_figures_school_idx').on(t.schoolId, t.sortOrder)],
);

export const studentAchievements = pgTable(
  'sd_student_achievements',
  {
    id: integer('sd_student_achievement_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    level: text('level').notNull(),
    organizer: text('organizer'),
    achievedOn: date('achieved_on').notNull(),
    description: text('description'),
    showOnSite: boolean('show_on_site').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('sd_student_achievements_school_idx').on(t.schoolId, t.achievedOn), index('sd_student_achievements_user_idx').on(t.userId)],
);

/** One per school. */
export const graduationContents = pgTable('sd_graduation_contents', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  title: text('title').notNull().default('Pengumuman Kelulusan'),
  body: text('body').notNull().default(''),
  isPublished: boolean('is_published').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
