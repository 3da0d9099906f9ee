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
  // The website's lists (issue 20; the resource definitions in src/shared/resources/definitions/website.ts)
  post_image_sliders_index: OFFICE,
  post_image_sliders: OFFICE,
  post_image_sliders_update: OFFICE,
  post_speech_heads: OFFICE,
  post_videos_index: OFFICE,
  post_videos: OFFICE,
  post_videos_update: OFFICE,
  post_album_index: OFFICE,
  post_album: OFFICE,
  post_album_update: OFFICE,
  post_upload_image: OFFICE,
  post_feature: OFFICE,
  post_feature_add: OFFICE,
  post_feature_update: OFFICE,
  post_school_organisation_struct: ['1', '2'],
  post_school_social_media: OFFICE,
  postgradcontent: OFFICE,
  inf_data_sumber: OFFICE,
  inf_data_sumber_ubah: OFFICE,
  student_achievement_information: ['1', '2', '3', '4', '7', '9'],
  student_achievement_information_add: OFFICE,
  student_achievement_information_edit: OFFICE,
  livechatting: ['2', '3', '4', '5', '6', '7', '9'],
};
