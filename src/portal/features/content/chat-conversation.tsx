/**
 * One open conversation: its history, new messages as the live stream brings them (or, while the stream is down,
 * a poll every POLL_MS), the send form with an attachment picked through the shared upload path.
 */
import { useEffect, useRef, useState } from 'react';
import Swal from 'sweetalert2';
import { pathOf, type OutputOf } from '../../../shared/api/contract.ts';
import { chatMessagesContract, sendChatContract } from '../../../shared/api/content/chat.ts';
import { fileContract } from '../../../shared/api/files.ts';
import { acceptOf, FILE_KIND_RULES, tooLargeMessage } from '../../../shared/files/file-kinds.ts';
import { call } from '../../lib/api.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { usePrivateImage } from '../../lib/private-image.ts';
import { filesOfKind, uploadFile } from '../../lib/upload.ts';
import { when } from './ui.tsx';

const POLL_MS = 2000;
type Message = OutputOf<typeof sendChatContract>;
type Attachment = NonNullable<Message['attachment']>;
type Saved = { id: string; originalName: string };

/** Adds what is new, in id order (the stream and a catch-up pull may bring the same message twice). */
/** The upload's own message (size, type) first: that is what the user can act on. */
const refuse = (error: unknown) => void Swal.fire({ icon: 'error', title: 'Gagal', text: typeof error === 'string' ? error : downloadFailure(error) });

const merge = (old: Message[], more: Message[]) => {
  const fresh = more.filter((m) => !old.some((o) => o.id === m.id));
  return fresh.length ? [...old, ...fresh].sort((a, b) => a.id - b.id) : old;
};

export function Conversation({
  id,
  title,
  live,
  listen,
  onBack,
}: {
  id: number;
  title: string;
  live: boolean;
  listen: (fn: ((m: Message) => void) | null) => void;
  onBack: () => void;
}) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [attached, setAttached] = useState<Saved | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const last = useRef(0);
  const end = useRef<HTMLDivElement>(null);
  const pull = useRef(async () => {});
  pull.current = async () => {
    try {
      // Also marks everything up to the newest message as read.
      const answer = await call(chatMessagesContract, { params: { id }, input: { after: last.current } });
      if (answer.messages.length === 0) return;
      last.current = Math.max(last.current, answer.messages[answer.messages.length - 1].id);
      setMessages((old) => merge(old, answer.messages));
    } catch (error) {
      setFailed(toFailure(error).message);
    }
  };
  useEffect(() => {
    void pull.current();
    listen((m) => {
      setMessages((old) => merge(old, [m]));
      void pull.current();
    });
    return () => listen(null);
  }, [id, listen]);
  // A reconnected stream may have missed messages: pull once; while it is down, poll.
  useEffect(() => {
    if (live) {
      void pull.current();
      return;
    }
    const timer = setInterval(() => void pull.current(), POLL_MS);
    return () => clearInterval(timer);
  }, [live]);
  // Braces on purpose: an effect may return only a clean-up function, and Chromium's scrollIntoView now returns a
  // promise, which React then called as the clean-up on the next message ("l is not a function", the screen lost).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > FILE_KIND_RULES.chat_attachment.maxBytes) return refuse(tooLargeMessage('chat_attachment'));
    setProgress(0);
    await uploadFile<Saved>(filesOfKind('chat_attachment'), file, { onProgress: setProgress }).then(setAttached, refuse);
    setProgress(null);
  };
  const send = async () => {
    const input = { body: text, ...(attached ? { fileId: attached.id } : {}) };
    const ok = await call(sendChatContract, { params: { id }, input }).then(
      (m) => {
        setMessages((old) => merge(old, [m]));
        return true;
      },
      (error: unknown) => {
        refuse(error);
        return false;
      },
    );
    if (ok) {
      setText('');
      setAttached(null);
    }
  };
  return (
    <div className="border rounded d-flex flex-column" style={{ minHeight: '60vh' }} aria-label={`Obrolan dengan ${title}`} role="region">
      <div className="border-bottom p-2 d-flex align-items-center gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary d-md-none" onClick={onBack}>
          ← Kembali
        </button>
        <h2 className="h6 mb-0 me-auto">{title}</h2>
        <span className={`small ${live ? 'text-success' : 'text-body-secondary'}`}>{live ? '● Langsung' : 'Memperbarui berkala'}</span>
      </div>
      <div className="flex-grow-1 p-2 overflow-auto" style={{ maxHeight: '55vh' }} aria-live="polite">
        {failed && <p className="text-danger">{failed}</p>}
        {messages.map((m) => (
          <div key={m.id} className={`d-flex mb-2 ${m.mine ? 'justify-content-end' : ''}`}>
            <div className={`rounded px-2 py-1 ${m.mine ? 'text-bg-primary' : 'bg-body-secondary'}`} style={{ maxWidth: '80%' }}>
              {m.attachment && <AttachmentView file={m.attachment} />}
              {m.body && <div style={{ whiteSpace: 'pre-line' }}>{m.body}</div>}
              <div className="small opacity-75">{when(m.createdAt)}</div>
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      <form
        className="border-top p-2 d-flex flex-wrap gap-2"
        aria-label="Kirim pesan"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() || attached) void send();
        }}
      >
        {(attached || progress !== null) && (
          <div className="w-100 small" role="status">
            {progress !== null ? (
              `Mengunggah… ${progress}%`
            ) : (
              <>
                Lampiran: {attached?.originalName}{' '}
                <button type="button" className="btn btn-sm btn-link p-0 ms-1" onClick={() => setAttached(null)}>
                  Batalkan lampiran
                </button>
              </>
            )}
          </div>
        )}
        <label
          className="btn btn-outline-secondary mb-0"
          title={`JPG, PNG, WebP, PDF, Word atau Excel; maksimal ${FILE_KIND_RULES.chat_attachment.maxBytes / 1024 / 1024} MB`}
        >
          📎<span className="visually-hidden">Lampirkan berkas</span>
          <input
            type="file"
            className="d-none"
            accept={acceptOf('chat_attachment')}
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <label className="visually-hidden" htmlFor="pesan-baru">
          Pesan
        </label>
        <input
          id="pesan-baru"
          className="form-control flex-grow-1 w-auto"
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
          placeholder="Tulis pesan…"
        />
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          Kirim
        </button>
      </form>
    </div>
  );
}

/** A picture shows itself (fetched with the token); any attachment can be saved under its name. */
function AttachmentView({ file }: { file: Attachment }) {
  const isImage = file.mime.startsWith('image/');
  const src = usePrivateImage(isImage ? file.url : null, '');
  const [error, setError] = useState<string | null>(null);
  const open = () => saveDownload(pathOf(fileContract, { id: file.id }), { fallbackName: file.name }).catch((e: unknown) => setError(downloadFailure(e)));
  return (
    <div className="mb-1">
      {isImage && src && <img src={src} alt={file.name} className="img-fluid rounded d-block mb-1" style={{ maxHeight: 200 }} />}
      <button type="button" className="btn btn-sm btn-light" onClick={() => void open()}>
        📎 Buka {file.name}
      </button>
      {error && <div className="small text-danger">{error}</div>}
    </div>
  );
}
