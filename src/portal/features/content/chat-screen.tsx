/**
 * /livechatting: conversations between staff and parents or students. New messages arrive through the live stream
 * (chat-live.ts): the open conversation shows them at once, the list moves the conversation up and counts it as
 * unread. While the stream is down, the list is asked again every 10 s and the open conversation every 2 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { chatContactsContract, chatSettingsContract, listChatsContract, startChatContract } from '../../../shared/api/content/chat.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { act } from './ui.tsx';
import { useChatStream, type ChatEvent } from './chat-live.ts';
import { Conversation } from './chat-conversation.tsx';

type ChatList = OutputOf<typeof listChatsContract>;

export default function ChatScreen() {
  // Refreshed in the background every 10 s without going back to "loading" (the open conversation stays).
  const userType = useStore($userType);
  const [list, setList] = useState<ChatList | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = useCallback(() => {
    call(listChatsContract).then(
      (data) => {
        setList(data);
        setFailure(null);
      },
      (error: unknown) => setFailure(toFailure(error).message),
    );
  }, []);
  const [openId, setOpenId] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const [contacts, setContacts] = useState<{ id: number; fullName: string; userType: string }[] | null>(null);
  const openRef = useRef<number | null>(null);
  openRef.current = openId;
  const toOpen = useRef<((m: ChatEvent['message']) => void) | null>(null);
  const listen = useCallback((fn: ((m: ChatEvent['message']) => void) | null) => {
    toOpen.current = fn;
  }, []);
  const onEvent = useCallback(
    (e: ChatEvent) => {
      const isOpen = e.conversationId === openRef.current;
      if (isOpen) toOpen.current?.(e.message);
      setList((old) => {
        const known = old?.conversations.find((c) => c.id === e.conversationId);
        if (!old || !known) {
          reload(); // a conversation someone else just started
          return old;
        }
        const unread = isOpen || e.message.mine ? 0 : 1;
        const moved = { ...known, lastMessage: e.message.body || 'Lampiran', lastMessageAt: e.message.createdAt, unread: isOpen ? 0 : known.unread + unread };
        const conversations = [moved, ...old.conversations.filter((c) => c.id !== e.conversationId)];
        return { ...old, conversations, unread: conversations.reduce((n, c) => n + c.unread, 0) };
      });
    },
    [reload],
  );
  const live = useChatStream(onEvent, reload);
  useEffect(() => {
    reload();
    if (live) return;
    const timer = setInterval(reload, 10_000);
    return () => clearInterval(timer);
  }, [reload, live]);
  if (!list && failure) return <LoadFailed message={failure} onRetry={reload} />;
  if (!list) return <Loading label="Memuat obrolan…" />;
  const { conversations, studentChat, canSwitch } = list;
  const search = async () => setContacts((await call(chatContactsContract, { input: { q } })).data);
  const start = async (userId: number) => {
    const c = await call(startChatContract, { input: { userId } }).catch(async (error: unknown) => {
      await act(() => Promise.reject(error), '');
      return null;
    });
    if (c) {
      setContacts(null);
      setOpenId(c.id);
      reload();
    }
  };
  const toggle = async () => {
    if (
      await act(
        () => call(chatSettingsContract, { input: { studentChat: !studentChat } }),
        studentChat ? 'Obrolan siswa dimatikan' : 'Obrolan siswa diaktifkan',
      )
    )
      reload();
  };
  const open = conversations.find((c) => c.id === openId) ?? null;
  return (
    <section>
      <h1 className="h4">Obrolan</h1>
      {!studentChat && userType === '5' && (
        // The server refuses a student's messages while chat is off; say so before they type one.
        <div className="alert alert-warning" role="alert">
          Obrolan untuk siswa dimatikan oleh sekolah.
        </div>
      )}
      {canSwitch && (
        <div className="form-check form-switch mb-3">
          <input className="form-check-input" type="checkbox" role="switch" id="obrolan-siswa" checked={studentChat} onChange={() => void toggle()} />
          <label className="form-check-label" htmlFor="obrolan-siswa">
            Siswa boleh mengobrol dengan guru
          </label>
        </div>
      )}
      <div className="row g-3">
        <div className={`col-12 col-md-4${open ? ' d-none d-md-block' : ''}`}>
          <form
            className="input-group mb-2"
            role="search"
            aria-label="Cari lawan bicara"
            onSubmit={(e) => {
              e.preventDefault();
              void search();
            }}
          >
            <label className="visually-hidden" htmlFor="cari-kontak">
              Cari nama
            </label>
            <input id="cari-kontak" className="form-control" placeholder="Cari nama…" value={q} onChange={(e) => setQ(e.target.value)} />
            <button type="submit" className="btn btn-outline-primary">
              Cari
            </button>
          </form>
          {contacts && (
            <ul className="list-group mb-3" aria-label="Hasil pencarian">
              {contacts.length === 0 && <li className="list-group-item">Tidak ada yang cocok.</li>}
              {contacts.map((p) => (
                <li key={p.id} className="list-group-item d-flex align-items-center gap-2">
                  <span className="me-auto">
                    {p.fullName}
                    <div className="small text-body-secondary">{p.userType}</div>
                  </span>
                  <button type="button" className="btn btn-sm btn-primary" onClick={() => void start(p.id)} aria-label={`Mulai obrolan dengan ${p.fullName}`}>
                    Obrolan
                  </button>
                </li>
              ))}
            </ul>
          )}
          {conversations.length === 0 && <p>Belum ada percakapan. Cari nama untuk memulai.</p>}
          <ul className="list-group">
            {conversations.map((c) => (
              <li key={c.id} className={`list-group-item list-group-item-action${c.id === openId ? ' active' : ''}`}>
                <button
                  type="button"
                  className="btn btn-link p-0 text-start w-100 text-reset text-decoration-none"
                  onClick={() => setOpenId(c.id)}
                  aria-current={c.id === openId ? 'true' : undefined}
                >
                  {/* The name the button is read by is the text it shows (axe: label-content-name-mismatch). */}
                  <div className="d-flex">
                    <strong className="me-auto">{c.with.fullName}</strong>
                    {c.unread > 0 && (
                      <span className="badge text-bg-danger">
                        {c.unread}
                        <span className="visually-hidden"> belum dibaca</span>
                      </span>
                    )}
                  </div>
                  <div className="small text-truncate">
                    {c.with.userType}
                    {c.lastMessage ? ` · ${c.lastMessage}` : ''}
                  </div>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-12 col-md-8">
          {open ? (
            <Conversation
              key={open.id}
              id={open.id}
              title={open.with.fullName}
              live={live}
              listen={listen}
              onBack={() => {
                setOpenId(null);
                reload();
              }}
            />
          ) : (
            <p className="d-none d-md-block text-body-secondary">Pilih percakapan.</p>
          )}
        </div>
      </div>
    </section>
  );
}
