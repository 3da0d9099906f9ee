/**
 * /kelas_room_detail/:id: one room, its meetings with their materials and its assignments; the teacher adds
 * meetings, materials and assignments here. /kelas_room_detail/:id/:sd_class_rout_detail_id shows one meeting.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $userType } from '../../lib/session-store.ts';
import { getRoomContract } from '../../../shared/api/classroom/rooms.ts';
import { MATERIAL_KIND_LABELS } from '../../../shared/classroom/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { AssignmentForm, MaterialForm, MeetingForm } from './room-forms.tsx';
import { routeTo, StatusBadge, when } from './ui.tsx';

type Panel = 'none' | 'material' | 'assignment';

export default function RoomScreen() {
  const params = useParams();
  const id = Number(params.id);
  const meetingId = params.sd_class_rout_detail_id ? Number(params.sd_class_rout_detail_id) : null;
  const [panel, setPanel] = useState<Panel>('none');
  const userType = useStore($userType);
  const result = useApiData(() => call(getRoomContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat ruang kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const room = result.data;
  const meetings = meetingId ? room.meetings.filter((m) => m.id === meetingId) : room.meetings;
  const assignments = meetingId ? room.assignments.filter((a) => a.meetingId === meetingId) : room.assignments;
  const done = () => {
    setPanel('none');
    result.retry();
  };
  return (
    <section>
      <Link to={meetingId ? routeTo('kelas_room_detail', { id }) : routeTo('kelas_room')} className="small">
        ← {meetingId ? room.courseName : 'Ruang Kelas'}
      </Link>
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2 mb-3">
        <div className="me-auto">
          <h1 className="h4 mb-0">
            {room.courseName} · {room.sectionName}
          </h1>
          <div className="small text-body-secondary">
            {room.teacherName}
            {room.student ? ` · ${room.student.name}` : ''}
          </div>
        </div>
        <Link className="btn btn-sm btn-outline-secondary" to={`${routeTo('kelas_room_data_pertanyaan')}?ruang=${id}`}>
          Tanya jawab
        </Link>
        {userType !== '6' && (
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={room.student ? routeTo('kelas_room_data_tugas_kuis') : `${routeTo('kelas_room_data_tugas_kuis')}?ruang=${id}`}
          >
            Kuis
          </Link>
        )}
        {!room.student && (
          <Link className="btn btn-sm btn-outline-secondary" to={`${routeTo('kelas_room_cek')}?ruang=${id}`}>
            Cek ruang kelas
          </Link>
        )}
        {room.canKeep && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => setPanel(panel === 'material' ? 'none' : 'material')}
            disabled={room.meetings.length === 0}
          >
            Tambah materi
          </button>
        )}
        {room.canKeep && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setPanel(panel === 'assignment' ? 'none' : 'assignment')}>
            Beri tugas
          </button>
        )}
      </div>
      {panel === 'material' && (
        <div className="card card-body mb-3">
          <MaterialForm roomId={id} meetings={room.meetings} onDone={done} />
        </div>
      )}
      {panel === 'assignment' && (
        <div className="card card-body mb-3">
          <AssignmentForm roomId={id} meetings={room.meetings} onDone={done} />
        </div>
      )}

      <h2 className="h5">Tugas</h2>
      {assignments.length === 0 && <p className="text-body-secondary">Belum ada tugas.</p>}
      <ul className="list-group mb-3">
        {assignments.map((a) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={a.id}>
            <div className="me-auto">
              <Link to={`${routeTo('kelas_room_data_tugas')}?id=${a.id}`}>{a.title}</Link>
              <div className="small text-body-secondary">
                Batas {when(a.dueAt)}
                {a.closed ? ' · ditutup' : ''}
              </div>
            </div>
            {a.status ? (
              <StatusBadge status={a.status} />
            ) : (
              <span className="badge text-bg-light">
                {a.submitted}/{a.students} mengumpulkan
              </span>
            )}
            {a.score !== null && (
              <span className="badge text-bg-success">
                Nilai {a.score}/{a.maxScore}
              </span>
            )}
          </li>
        ))}
      </ul>

      <h2 className="h5">Pertemuan dan materi</h2>
      {meetings.map((m) => (
        <div className="card mb-2" key={m.id}>
          <div className="card-header d-flex flex-wrap gap-2">
            <Link className="me-auto fw-semibold" to={routeTo('kelas_room_detail_2', { id, sd_class_rout_detail_id: m.id })}>
              {m.title}
            </Link>
            {m.meetingDate && <span className="small">{m.meetingDate}</span>}
          </div>
          <ul className="list-group list-group-flush">
            {m.materials.length === 0 && <li className="list-group-item text-body-secondary">Belum ada materi.</li>}
            {m.materials.map((x) => (
              <li className="list-group-item d-flex gap-2 align-items-center" key={x.id}>
                <span className="badge text-bg-light">{MATERIAL_KIND_LABELS[x.kind]}</span>
                <Link className="me-auto" to={routeTo('kelas_room_detail_3', { id, sd_class_rout_detail_id: m.id, sd_map_routine_id: x.id })}>
                  {x.title}
                </Link>
                {room.student &&
                  (x.opened ? <span className="small text-success">Sudah dibuka</span> : <span className="small text-body-secondary">Belum dibuka</span>)}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {room.canKeep && !meetingId && (
        <div className="mt-3">
          <MeetingForm roomId={id} onDone={result.retry} />
        </div>
      )}
    </section>
  );
}
