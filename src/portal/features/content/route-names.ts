/** The content screens that work (document 02, 2.14 and the broadcasts of 2.4); the rest stay "belum tersedia". */
export const CONTENT_ROUTE_NAMES: readonly string[] = [
  'inf_news_content',
  'vote_poll',
  'vote_poll_add',
  'vote_poll_edit',
  'vote_poll_detail',
  'vote_poll_doit',
  'broadcastmessage',
  'broadcastmessagewa',
  'post_news_index',
  'post_news',
  'post_news_update',
  'foundation',
  'foundation_users',
  'livechatting',
  'post_upload_image',
];
