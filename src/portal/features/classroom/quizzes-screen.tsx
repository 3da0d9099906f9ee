/**
 * /kelas_room_data_tugas_kuis: class quizzes. A student sees the quizzes of all their rooms and opens one in the
 * exam screen (Latihan Kelas); a teacher picks a room (?ruang=), sees who took each quiz and makes a new one from
 * the subject's question bank.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { createQuizContract, myQuizzesContract, roomQuizzesContract } from '../../../shared/api/classroom/quizzes.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { ITEM_TYPE_LABELS, type ItemType } from '../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { FormCard, Input, ScrollRegion, useSubmit } from './form-kit.tsx';
import { routeTo, when } from './ui.tsx';

const STATUS: Record<string, [string, string]> = {
  not_started: ['Belum dikerjakan', 'text-bg-warning'],
  working: ['Sedang dikerjakan', 'text-bg-info'],
  finished: ['Selesai', 'text-bg-success'],
};

export default function QuizzesScreen() {
  const [search, setSearch] = useSearchParams();
  const userType = useStore($userType);
  const roomId = Number(search.get('ruang'));
  if (userType !== '5' && roomId > 0) return <RoomQuizzes key={roomId} id={roomId} />;
  return <MyQuizzes onRoom={(id) => setSearch({ ruang: String(id) })} />;
}

function MyQuizzes({ onRoom }: { onRoom: (id: number) => void }) {
  const result = useApiData(() => call(myQuizzesContract));
  if (result.state === 'loading') return <Loading label="Memuat kuis…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { quizzes, rooms } = result.data;
  return (
    <section>
      <h1 className="h4">Kuis Kelas</h1>
      {rooms.length > 0 && (
        <>
          <p>Pilih ruang kelas untuk melihat dan membuat kuisnya.</p>
          <ul className="list-group mb-3">
            {rooms.map((r) => (
              <li className="list-group-item" key={r.id}>
                <button type="button" className="btn btn-link p-0" onClick={() => onRoom(r.id)}>
                  {r.courseName} · {r.sectionName}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {rooms.length === 0 && quizzes.length === 0 && <p>Belum ada kuis.</p>}
      <ul className="list-group">
        {quizzes.map((q) => {
          const [label, cls] = STATUS[q.status] ?? [q.status, 'text-bg-light'];
          return (
            <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={q.scheduleId}>
              <div className="me-auto">
                <Link to={routeTo('exercises_class_view_detail', { id: q.scheduleId })}>{q.title}</Link>
                <div className="small text-body-secondary">
                  {q.courseName ?? '-'} · {q.questionCount} soal · {q.durationMinutes} menit · sampai {when(String(q.endsAt))}
                </div>
              </div>
              <span className={`badge ${cls}`}>{label}</span>
              {q.bestGrade !== null && <span className="badge text-bg-success">Nilai terbaik {q.bestGrade}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type Room = OutputOf<typeof roomQuizzesContract>;

function RoomQuizzes({ id }: { id: number }) {
  const result = useApiData(() => call(roomQuizzesContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat kuis…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <Link to={routeTo('kelas_room_detail', { id })} className="small">
        ← {r.room.courseName} · {r.room.sectionName}
      </Link>
      <h1 className="h4 mt-2">
        Kuis {r.room.courseName} · {r.room.sectionName}
      </h1>
      {r.quizzes.length === 0 ? (
        <p>Belum ada kuis di ruang kelas ini.</p>
      ) : (
        <ScrollRegion label="Kuis ruang kelas">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Kuis</th>
                <th>Waktu</th>
                <th className="text-end">Mengerjakan</th>
                <th className="text-end">Rata-rata</th>
              </tr>
            </thead>
            <tbody>
              {r.quizzes.map((q) => (
                <tr key={q.id}>
                  <td>
                    <Link to={routeTo('result_exercises_class_detail', { id: q.id })}>{q.title}</Link>
                  </td>
                  <td className="small">
                    {when(String(q.startsAt))} – {when(String(q.endsAt))} · {q.durationMinutes} menit
                  </td>
                  <td className="text-end">
                    {q.takers}/{q.participants}
                  </td>
                  <td className="text-end">{q.average ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {r.canKeep && <QuizForm room={r} onDone={result.retry} />}
    </section>
  );
}

const local = (ms: number) => new Date(ms - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

function QuizForm({ room, onDone }: { room: Room; onDone: () => void }) {
  const [v, setV] = useState({ title: '', startsAt: local(Date.now()), endsAt: local(Date.now() + 7 * 86_400_000), durationMinutes: '20' });
  const [chosen, setChosen] = useState<number[]>([]);
  const { errors, busy, submit } = useSubmit();
  const send = async () => {
    const input = {
      title: v.title,
      startsAt: new Date(v.startsAt).toISOString(),
      endsAt: new Date(v.endsAt).toISOString(),
      durationMinutes: Number(v.durationMinutes),
      questionIds: chosen,
    };
    if (
      await submit(
        () => call(createQuizContract, { params: { id: room.room.id }, input }),
        (a) => `Kuis dibuat untuk ${a.participants} siswa`,
      )
    ) {
      setV({ ...v, title: '' });
      setChosen([]);
      onDone();
    }
  };
  return (
    <FormCard title="Buat kuis" label="Buat kuis" onSubmit={() => void send()} busy={busy} button="Buat kuis">
      <Input label="Judul kuis" name="title" value={v.title} onChange={(title) => setV({ ...v, title })} errors={errors} className="col-md-6" />
      <Input
        label="Durasi (menit)"
        name="durationMinutes"
        type="number"
        value={v.durationMinutes}
        onChange={(durationMinutes) => setV({ ...v, durationMinutes })}
        errors={errors}
        className="col-md-2"
      />
      <Input
        label="Dibuka"
        name="startsAt"
        type="datetime-local"
        value={v.startsAt}
        onChange={(startsAt) => setV({ ...v, startsAt })}
        errors={errors}
        className="col-6 col-md-2"
      />
      <Input
        label="Ditutup"
        name="endsAt"
        type="datetime-local"
        value={v.endsAt}
        onChange={(endsAt) => setV({ ...v, endsAt })}
        errors={errors}
        className="col-6 col-md-2"
      />
      <fieldset className="col-12">
        <legend className="form-label fs-6">
          Soal dari bank soal {room.room.courseName} ({chosen.length} dipilih)
        </legend>
        {room.questions.length === 0 && <p className="small">Bank soal mapel ini masih kosong. Tambahkan soal di Bank Soal.</p>}
        <div style={{ maxHeight: '16rem', overflowY: 'auto' }}>
          {room.questions.map((q) => (
            <div className="form-check" key={q.id}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`quiz-q-${q.id}`}
                checked={chosen.includes(q.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, q.id] : chosen.filter((x) => x !== q.id))}
              />
              <label className="form-check-label" htmlFor={`quiz-q-${q.id}`}>
                <span className="badge text-bg-light me-1">{ITEM_TYPE_LABELS[q.type as ItemType] ?? q.type}</span>
                {q.summary ?? `Soal ${q.id}`}
              </label>
            </div>
          ))}
        </div>
        {errors.questionIds && <div className="text-danger small">{errors.questionIds.join(' ')}</div>}
      </fieldset>
    </FormCard>
  );
}
