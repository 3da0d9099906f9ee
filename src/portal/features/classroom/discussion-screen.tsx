/**
 * /kelas_room_data_pertanyaan: a room's questions and discussion. ?ruang= lists the threads and asks a new one;
 * ?id= opens one thread with its replies, where the asker or the teacher marks the answer.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createThreadContract, getThreadContract, listThreadsContract, markAnswerContract, replyContract } from '../../../shared/api/classroom/discussion.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { FormCard, Input, TextArea, useSubmit } from './form-kit.tsx';
import { RoomPicker } from './room-picker.tsx';
import { routeTo, when } from './ui.tsx';

const ROUTE = 'kelas_room_data_pertanyaan';

export default function DiscussionScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const room = Number(search.get('ruang'));
  if (id > 0) return <Thread key={id} id={id} />;
  if (room > 0) return <Threads key={room} roomId={room} />;
  return <RoomPicker title="Tanya Jawab" route={ROUTE} hint="Pilih ruang kelas untuk membuka pertanyaan dan diskusinya." />;
}

const Teacher = () => <span className="badge text-bg-primary ms-1">Guru</span>;

function Threads({ roomId }: { roomId: number }) {
  const result = useApiData(() => call(listThreadsContract, { params: { id: roomId } }));
  if (result.state === 'loading') return <Loading label="Memuat diskusi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { room, threads, canPost } = result.data;
  return (
    <section>
      <Link to={routeTo('kelas_room_detail', { id: roomId })} className="small">
        ← {room.courseName} · {room.sectionName}
      </Link>
      <h1 className="h4 mt-2">Tanya Jawab {room.courseName}</h1>
      {canPost && <AskForm roomId={roomId} onDone={result.retry} />}
      {threads.length === 0 && <p className="text-body-secondary">Belum ada pertanyaan.</p>}
      <ul className="list-group">
        {threads.map((t) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={t.id}>
            <div className="me-auto">
              <Link to={`${routeTo(ROUTE)}?id=${t.id}`}>{t.title}</Link>
              <div className="small text-body-secondary">
                {t.authorName}
                {t.fromTeacher && <Teacher />} · {when(String(t.createdAt))} · {t.replies} balasan
              </div>
            </div>
            {t.answered && <span className="badge text-bg-success">Terjawab</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AskForm({ roomId, onDone }: { roomId: number; onDone: () => void }) {
  const [v, setV] = useState({ title: '', body: '' });
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    if (await submit(() => call(createThreadContract, { params: { id: roomId }, input: v }), 'Pertanyaan terkirim')) {
      setV({ title: '', body: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Ajukan pertanyaan" label="Ajukan pertanyaan" onSubmit={() => void send()} busy={busy} button="Kirim pertanyaan">
      <Input label="Judul" name="title" value={v.title} onChange={(title) => setV({ ...v, title })} errors={errors} />
      <TextArea label="Pertanyaan" name="body" value={v.body} onChange={(body) => setV({ ...v, body })} errors={errors} />
    </FormCard>
  );
}

function Thread({ id }: { id: number }) {
  const result = useApiData(() => call(getThreadContract, { params: { id } }));
  const [body, setBody] = useState('');
  const { errors, busy, submit } = useSubmit();
  if (result.state === 'loading') return <Loading label="Memuat pertanyaan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const t = result.data;
  const send = async () => {
    if (await submit(() => call(replyContract, { params: { id }, input: { body } }), 'Balasan terkirim')) {
      setBody('');
      result.retry();
    }
  };
  const mark = async (postId: number) => {
    if (await submit(() => call(markAnswerContract, { params: { id }, input: { postId } }), 'Ditandai sebagai jawaban')) result.retry();
  };
  return (
    <section>
      <Link to={`${routeTo(ROUTE)}?ruang=${t.roomId}`} className="small">
        ← Tanya jawab {t.courseName}
      </Link>
      <h1 className="h4 mt-2">{t.title}</h1>
      <p className="small text-body-secondary">
        {t.authorName}
        {t.fromTeacher && <Teacher />} · {when(String(t.createdAt))}
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{t.body}</p>
      <h2 className="h5">Balasan ({t.posts.length})</h2>
      <ul className="list-group mb-3">
        {t.posts.map((p) => (
          <li className={`list-group-item${p.id === t.answerId ? ' border-success border-2' : ''}`} key={p.id}>
            <div className="small text-body-secondary">
              {p.authorName}
              {p.fromTeacher && <Teacher />} · {when(String(p.createdAt))}
              {p.id === t.answerId && <span className="badge text-bg-success ms-1">Jawaban</span>}
            </div>
            <div style={{ whiteSpace: 'pre-wrap' }}>{p.body}</div>
            {t.canMarkAnswer && p.id !== t.answerId && (
              <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void mark(p.id)}>
                Tandai sebagai jawaban<span className="visually-hidden"> dari {p.authorName}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {t.canPost && (
        <FormCard label="Balas pertanyaan" onSubmit={() => void send()} busy={busy} button="Kirim balasan">
          <TextArea label="Balasan" name="body" value={body} onChange={setBody} errors={errors} />
        </FormCard>
      )}
    </section>
  );
}
