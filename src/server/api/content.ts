import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as I from '../../shared/api/content/info.ts';
import * as P from '../../shared/api/content/polls.ts';
import * as W from '../../shared/api/content/website.ts';
import * as F from '../../shared/api/content/foundation.ts';
import * as C from '../../shared/api/content/chat.ts';
import { createAnnouncement, listAnnouncements, markRead, unreadCount } from '../content/announcements.ts';
import { createBroadcast, getBroadcast, listBroadcasts } from '../content/broadcasts.ts';
import { createPoll, getPoll, listPolls, updatePoll, votePoll } from '../content/polls.ts';
import { createPost, deletePost, getPost, listPosts, updatePost } from '../content/posts.ts';
import { foundationRecap, foundationUsers } from '../content/foundation.ts';
import * as A from '../../shared/api/content/albums.ts';
import { addAlbumPhoto, deleteAlbumPhoto, listAlbumPhotos, updateAlbumPhoto } from '../content/album-photos.ts';
import { chatContacts, chatMessagesOf, listChats, saveChatSettings, sendChat, startChat } from '../content/chat.ts';
import { ChatHub, chatTicket, openChatStream } from '../content/chat-stream.ts';
import { chatAttachmentAccess } from '../content/chat-attachments.ts';
import { setFileReadGuard } from '../files/read-guards.ts';

/** Information, polls, broadcasts, the website's news and the foundation's view (document 02, 2.14 and 2.4; issue 20). */
export function registerContentApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, I.listAnnouncementsContract, ({ ctx }) => listAnnouncements({ ctx }));
  route(app, deps, I.unreadCountContract, ({ ctx }) => unreadCount({ ctx }));
  route(app, deps, I.createAnnouncementContract, ({ ctx, input }) => createAnnouncement({ ctx, input }));
  route(app, deps, I.markReadContract, ({ ctx, params }) => markRead({ ctx, id: params.id }));
  route(app, deps, I.listBroadcastsContract, ({ ctx }) => listBroadcasts({ ctx }));
  route(app, deps, I.createBroadcastContract, ({ ctx, input }) => createBroadcast({ ctx, input }));
  route(app, deps, I.getBroadcastContract, ({ ctx, params }) => getBroadcast({ ctx, id: params.id }));
  route(app, deps, P.listPollsContract, ({ ctx }) => listPolls({ ctx }));
  route(app, deps, P.getPollContract, ({ ctx, params }) => getPoll({ ctx, id: params.id }));
  route(app, deps, P.createPollContract, ({ ctx, input }) => createPoll({ ctx, input }));
  route(app, deps, P.updatePollContract, ({ ctx, params, input }) => updatePoll({ ctx, id: params.id, input }));
  route(app, deps, P.votePollContract, ({ ctx, params, input }) => votePoll({ ctx, id: params.id, input }));
  route(app, deps, W.listPostsContract, ({ ctx }) => listPosts({ ctx }));
  route(app, deps, W.getPostContract, ({ ctx, params }) => getPost({ ctx, id: params.id }));
  route(app, deps, W.createPostContract, ({ ctx, input }) => createPost({ ctx, input }));
  route(app, deps, W.updatePostContract, ({ ctx, params, input }) => updatePost({ ctx, id: params.id, input }));
  route(app, deps, W.deletePostContract, ({ ctx, params }) => deletePost({ ctx, id: params.id }));
  route(app, deps, F.foundationRecapContract, ({ ctx }) => foundationRecap({ ctx }));
  route(app, deps, F.foundationUsersContract, ({ ctx }) => foundationUsers({ ctx }));
  route(app, deps, C.listChatsContract, ({ ctx }) => listChats({ ctx }));
  route(app, deps, C.chatContactsContract, ({ ctx, input }) => chatContacts({ ctx, input }));
  route(app, deps, C.startChatContract, ({ ctx, input }) => startChat({ ctx, input }));
  route(app, deps, C.chatMessagesContract, ({ ctx, params, input }) => chatMessagesOf({ ctx, id: params.id, input }));
  route(app, deps, C.sendChatContract, ({ ctx, params, input }) => sendChat({ ctx, id: params.id, input }));
  route(app, deps, C.chatSettingsContract, ({ ctx, input }) => saveChatSettings({ ctx, input }));
  const hub = new ChatHub(deps);
  app.addHook('preClose', async () => hub.stop());
  route(app, deps, C.chatTicketContract, ({ ctx }) => chatTicket({ ctx }));
  // The stream writes its own answer (reply.hijack): the contract's output describes each event's data.
  route(app, deps, C.chatEventsContract, async ({ ctx, input, request, reply }) => {
    await openChatStream({ ctx, hub, input, request, reply });
    return undefined as never;
  });
  setFileReadGuard('chat_attachment', chatAttachmentAccess);
  route(app, deps, A.listAlbumPhotosContract, ({ ctx, params }) => listAlbumPhotos({ ctx, id: params.id }));
  route(app, deps, A.addAlbumPhotoContract, ({ ctx, params, input }) => addAlbumPhoto({ ctx, id: params.id, input }));
  route(app, deps, A.updateAlbumPhotoContract, ({ ctx, params, input }) => updateAlbumPhoto({ ctx, id: params.id, input }));
  route(app, deps, A.deleteAlbumPhotoContract, ({ ctx, params }) => deleteAlbumPhoto({ ctx, id: params.id }));
}
