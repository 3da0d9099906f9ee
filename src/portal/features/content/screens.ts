/** Content screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const poll: Loader = () => import('./poll-screen.tsx');
const pollForm: Loader = () => import('./poll-form-screen.tsx');
const broadcast: Loader = () => import('./broadcast-screen.tsx');
const postForm: Loader = () => import('./post-form-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  inf_news_content: () => import('./info-screen.tsx'),
  vote_poll: () => import('./polls-screen.tsx'),
  vote_poll_add: pollForm,
  vote_poll_edit: pollForm,
  vote_poll_detail: poll,
  vote_poll_doit: poll,
  broadcastmessage: broadcast,
  broadcastmessagewa: broadcast,
  post_news_index: () => import('./posts-screen.tsx'),
  post_news: postForm,
  post_news_update: postForm,
  foundation: () => import('./foundation-screen.tsx'),
  foundation_users: () => import('./foundation-users-screen.tsx'),
  livechatting: () => import('./chat-screen.tsx'),
  post_upload_image: () => import('./album-photos-screen.tsx'),
};
