/**
 * /livechatting: conversations between staff and parents or students. The open conversation asks for new
 * messages every POLL_MS (a message shows on the other side within seconds, without a reload); the list every 10 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatContactsContract, chatMessagesContract, chatSettingsContract, listChatsContract, sendChatContract, startChatContract } from '../../../shared/api/content/chat.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { act, when } from './ui.tsx';

const POLL_MS = 2000;
type Message = { id: number; mine: boolean; body: string; createdAt: Date | string };

type ChatList = OutputOf<typeof listChatsContract>;

export default function ChatScreen() {
  // Refreshed in the background every 10 s without going back to "loading" (the open conversation stays).
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
  useEffect(() => {
    reload();
    const timer = setInterval(reload, 10_000);
    return () => clearInterval(timer);
  }, [reload]);
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
    if (await act(() => call(chatSettingsContract, { input: { studentChat: !studentChat } }), studentChat ? 'Obrolan siswa dimatikan' : 'Obrolan siswa diaktifkan')) reload();
  };
  const open = conversations.find((c) => c.id === openId) ?? null;
  return (
    <section>
      <h1 className="h4">Obrolan</h1>
      {canSwitch && (
        <div className="form-check form-switch mb-3">
          <input className="form-check-input" type="checkbox" role="switch" id="obrolan-siswa" checked={studentChat} onChange={() => void toggle()} />
          <label className="form-check-label" htmlFor="obrolan-siswa">Siswa boleh mengobrol dengan guru</label>
        </div>
      )}
      <div className="row g-3">
        <div className={`col-12 col-md-4${open ? ' d-none d-md-block' : ''}`}>
          <form className="input-group mb-2" role="search" aria-label="Cari lawan bicara" onSubmit={(e) => { e.preventDefault(); void search(); }}>
            <label className="visually-hidden" htmlFor="cari-kontak">Cari nama</label>
            <input id="cari-kontak" className="form-control" placeholder="Cari nama…" value={q} onChange={(e) => setQ(e.target.value)} />
            <button type="submit" className="btn btn-outline-primary">Cari</button>
          </form>
          {contacts && (
            <ul className="list-group mb-3" aria-label="Hasil pencarian">
              {contacts.length === 0 && <li className="list-group-item">Tidak ada yang cocok.</li>}
              {contacts.map((p) => (
                <li key={p.id} className="list-group-item d-flex align-items-center gap-2">
                  <span className="me-auto">{p.fullName}<div className="small text-body-secondary">{p.userType}</div></span>
                  <button type="button" className="btn btn-sm btn-primary" onClick={() => void start(p.id)} aria-label={`Mulai obrolan dengan ${p.fullName}`}>Obrolan</button>
                </li>
              ))}
            </ul>
          )}
          {conversations.length === 0 && <p>Belum ada percakapan. Cari nama untuk memulai.</p>}
          <ul className="list-group">
            {conversations.map((c) => (
              <li key={c.id} className={`list-group-item list-group-item-action${c.id === openId ? ' active' : ''}`}>
                <button type="button" className="btn btn-link p-0 text-start w-100 text-reset text-decoration-none" onClick={() => setOpenId(c.id)} aria-current={c.id === openId ? 'true' : undefined}>
                  {/* The name the button is read by is the text it shows (axe: label-content-name-mismatch). */}
                  <div className="d-flex"><strong className="me-auto">{c.with.fullName}</strong>{c.unread > 0 && <span className="badge text-bg-danger">{c.unread}<span className="visually-hidden"> belum dibaca</span></span>}</div>
                  <div className="small text-truncate">{c.with.userType}{c.lastMessage ? ` · ${c.lastMessage}` : ''}</div>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-12 col-md-8">
          {open ? <Conversation key={open.id} id={open.id} title={open.with.fullName} onBack={() => { setOpenId(null); reload(); }} /> : <p className="d-none d-md-block text-body-secondary">Pilih percakapan.</p>}
        </div>
      </div>
    </section>
  );
}

function Conversation({ id, title, onBack }: { id: number; title: string; onBack: () => void }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [text, setText] = useState('');
  const last = useRef(0);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const pull = async () => {
      try {
        const answer = await call(chatMessagesContract, { params: { id }, input: { after: last.current } });
        if (!live || answer.messages.length === 0) return;
        last.current = answer.messages[answer.messages.length - 1].id;
        setMessages((old) => [...old, ...answer.messages.filter((m) => !old.some((o) => o.id === m.id))]);
      } catch (error) {
        if (live) setFailed((error as Error).message);
      }
    };
    void pull();
    const timer = setInterval(() => void pull(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id]);
  // Braces on purpose: an effect may return only a clean-up function, and Chromium's scrollIntoView now returns a
  // promise, which React then called as the clean-up on the next message ("l is not a function", the screen lost).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  const send = async () => {
    const body = text;
    const ok = await call(sendChatContract, { params: { id }, input: { body } }).then(
      (m) => {
        setMessages((old) => (old.some((o) => o.id === m.id) ? old : [...old, m]));
        return true;
      },
      async (error: unknown) => act(() => Promise.reject(error), ''),
    );
    if (ok) setText('');
  };
  return (
    <div className="border rounded d-flex flex-column" style={{ minHeight: '60vh' }} aria-label={`Obrolan dengan ${title}`} role="region">
      <div className="border-bottom p-2 d-flex align-items-center gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary d-md-none" onClick={onBack}>← Kembali</button>
        <h2 className="h6 mb-0">{title}</h2>
      </div>
      <div className="flex-grow-1 p-2 overflow-auto" style={{ maxHeight: '55vh' }} aria-live="polite">
        {failed && <p className="text-danger">{failed}</p>}
        {messages.map((m) => (
          <div key={m.id} className={`d-flex mb-2 ${m.mine ? 'justify-content-end' : ''}`}>
            <div className={`rounded px-2 py-1 ${m.mine ? 'text-bg-primary' : 'bg-body-secondary'}`} style={{ maxWidth: '80%' }}>
              <div style={{ whiteSpace: 'pre-line' }}>{m.body}</div>
              <div className="small opacity-75">{when(m.createdAt)}</div>
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      <form className="border-top p-2 d-flex gap-2" aria-label="Kirim pesan" onSubmit={(e) => { e.preventDefault(); if (text.trim()) void send(); }}>
        <label className="visually-hidden" htmlFor="pesan-baru">Pesan</label>
        <input id="pesan-baru" className="form-control" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} placeholder="Tulis pesan…" />
        <button type="submit" className="btn btn-primary">Kirim</button>
      </form>
    </div>
  );
}
