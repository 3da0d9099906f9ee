/**
 * Who may do what with information, polls, broadcasts and the website: the one table, read by the server guard
 * and the portal. The office (admin, TU) and the principal write; everyone signed in reads what is meant for them.
 */
import type { UserTypeId } from '../user-types.ts';

const OFFICE = ['1', '2', '4', '9'] as const;

export const CONTENT_PERMISSIONS = {
  'info.write': OFFICE,
  'poll.write': OFFICE,
  'broadcast.write': OFFICE,
  'website.write': OFFICE,
  'foundation.read': ['1', '13'],
  'chat.settings': ['1', '2', '4'],
} as const satisfies Record<string, readonly UserTypeId[]>;

/** Who chats with whom: staff on one side, a parent or a student on the other. */
export const CHAT_STAFF_TYPES = ['2', '3', '4', '7', '9'] as const;
export const CHAT_FAMILY_TYPES = ['5', '6'] as const;

export type ContentAction = keyof typeof CONTENT_PERMISSIONS;

export function contentAllows(action: ContentAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (CONTENT_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}
