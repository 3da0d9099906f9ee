/** /lesson_timetable_meeting/…: one lesson on one date; the teacher marks who is absent (one tap each) and the topic. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getMeetingContract, saveMeetingContract } from '../../../shared/api/attendance/lessons.ts';
import { parseMeetingParams } from '../../../shared/attendance/meeting-path.ts';
import type { StudentStatus } from '../../../shared/attendance/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, dayLabel, STATUS_CLASS, STATUS_LABEL, STUDENT_STATUSES } from './ui.ts';

export default function MeetingScreen() {
  const address = parseMeetingParams(useParams());
  if (!address)
    return (
      <div className="alert alert-warning" role="alert">
        Alamat pertemuan tidak valid. Buka pertemuan dari <Link to="/absensikelas">Absensi Kelas</Link>.
      </div>
    );
  return <Meeting key={JSON.stringify(address)} address={address} />;
}

function Meeting({ address }: { address: NonNullable<ReturnType<typeof parseMeetingParams>> }) {
  const result = useApiData(() => call(getMeetingContract, { input: address }));
  const [changes, setChanges] = useState<Record<number, StudentStatus>>({});
  const [topic, setTopic] = useState<string | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat pertemuan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const m = result.data;
  const statusOf = (id: number, saved: StudentStatus) => changes[id] ?? saved;
  const save = async () => {
    const statuses = m.students.map((s) => ({ studentId: s.id, status: statusOf(s.id, s.status) })).filter((s) => s.status !== 'H');
    if (
      await act(
        () => call(saveMeetingContract, { input: { slotId: m.slotId, date: m.date, revision: m.revision, topic: topic ?? m.topic ?? '', statuses } }),
        'Presensi pelajaran tersimpan',
      )
    ) {
      setChanges({});
      result.retry();
    }
  };
  const counts = STUDENT_STATUSES.map((s) => [s, m.students.filter((st) => statusOf(st.id, st.status) === s).length] as const);
  return (
    <section>
      <Link to="/absensikelas" className="small d-inline-block mb-2">
        ← Kembali ke Absensi Kelas
      </Link>
      <h1 className="h4">
        {m.courseName} · {m.sectionName}
      </h1>
      <p className="small text-body-secondary mb-2">
        {dayLabel(m.date)} · jam ke-{m.period} ({m.startTime}–{m.endTime}) · {m.teacherName} · {m.taken ? 'sudah diisi' : 'belum diisi'}
      </p>
      {m.closed && <div className="alert alert-info py-2">{m.closed}</div>}
      <div className="mb-2">
        <label className="form-label" htmlFor="pertemuan-materi">
          Materi yang diajarkan
        </label>
        <input
          id="pertemuan-materi"
          className="form-control"
          maxLength={300}
          disabled={!m.canEdit}
          value={topic ?? m.topic ?? ''}
          onChange={(e) => setTopic(e.target.value)}
        />
      </div>
      <div className="d-flex flex-wrap gap-1 mb-2" aria-label="Jumlah">
        {counts.map(([s, n]) => (
          <span key={s} className={`badge text-bg-${STATUS_CLASS[s]}`}>
            {STATUS_LABEL[s]} {n}
          </span>
        ))}
      </div>
      <ul className="list-group mb-3">
        {m.students.map((s, i) => {
          const current = statusOf(s.id, s.status);
          return (
            <li key={s.id} className="list-group-item px-2">
              <div className="small fw-semibold">
                {i + 1}. {s.fullName}
                {s.daily && s.daily !== 'H' ? (
                  <span className="text-body-secondary fw-normal"> · harian: {STATUS_LABEL[s.daily as StudentStatus] ?? s.daily}</span>
                ) : null}
              </div>
              <div className="btn-group btn-group-sm w-100 mt-1" role="group" aria-label={`Status ${s.fullName}`}>
                {STUDENT_STATUSES.map((st) => (
                  <button
                    key={st}
                    type="button"
                    disabled={!m.canEdit}
                    aria-pressed={current === st}
                    aria-label={`${STATUS_LABEL[st]} ${s.fullName}`}
                    title={STATUS_LABEL[st]}
                    className={`btn ${current === st ? `btn-${STATUS_CLASS[st]}` : `btn-outline-${STATUS_CLASS[st]}`}`}
                    onClick={() => setChanges({ ...changes, [s.id]: st })}
                  >
                    {st}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {m.canEdit && (
        <div className="position-sticky bottom-0 bg-body py-2">
          <button type="button" className="btn btn-primary w-100" onClick={() => void save()}>
            Simpan Presensi Pelajaran
          </button>
        </div>
      )}
    </section>
  );
}
