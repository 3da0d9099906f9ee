import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { userTypes } from './users.ts';

/**
 * The sidebar menu per user type, one row per node of the three-level tree (document 01, section 2).
 * Platform configuration, not school data. level 1: heading, 2: group (sd_menu_id), 3: link (menu_path).
 */
export const menuItems = pgTable(
  'sd_menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userTypeId: text('sd_user_type_id')
      .notNull()
      .references(() => userTypes.id),
    menuId: text('sd_menu_id').notNull(),
    parentMenuId: text('parent_menu_id'),
    level: integer('level').notNull(),
    name: text('menu_name').notNull(),
    icon: text('icon'),
    menuPath: text('menu_path'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('sd_menu_items_type_idx').on(t.userTypeId, t.sortOrder)],
);
