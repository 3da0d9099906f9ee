/**
 * Who each information, poll, broadcast, website and foundation screen is for (see audience.ts): everyone at the
 * school reads the information and votes; the office and the principal write; the foundation reads its recap.
 */
import type { AudienceTable } from './audience.ts';

const SCHOOL_PEOPLE = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const OFFICE = ['1', '2', '4', '9'] as const;
const FOUNDATION = ['1', '13'] as const;

export const CONTENT_AUDIENCE: AudienceTable = {
  inf_news_content: SCHOOL_PEOPLE,
  vote_poll: SCHOOL_PEOPLE,
  vote_poll_detail: SCHOOL_PEOPLE,
  vote_poll_doit: SCHOOL_PEOPLE,
  vote_poll_add: OFFICE,
  vote_poll_edit: OFFICE,
  broadcastmessage: OFFICE,
  broadcastmessagewa: OFFICE,
  post_news_index: OFFICE,
  post_news: OFFICE,
  post_news_update: OFFICE,
  foundation: FOUNDATION,
  foundation_users: FOUNDATION,
  livechatting: ['2', '3', '4', '5', '6', '7', '9'],
};
