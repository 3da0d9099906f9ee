/**
 * /meetings (Rapat): the school's meetings, newest first; the office or the principal schedules one and invites
 * the teachers, all staff or chosen people. /meeting without an id lists the meetings one is invited to.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { createMeetingContract, listMeetingsContract } from '../../../shared/api/classroom/meetings.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { ATTENDANCE_LABELS, MEETING_KIND_LABELS, MEETING_KINDS } from '../../../shared/classroom/school-life.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, FormCard, Input, Select, TextArea, todayInput, useSubmit } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type List = OutputOf<typeof listMeetingsContract>;

export function MeetingList() {
  const manage = useCurrentRoute()?.name === 'meetings';
  const result = useApiData(() => call(listMeetingsContract));
  if (result.state === 'loading') return <Loading label="Memuat rapat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const list = result.data;
  return (
    <section>
      <h1 className="h4">{manage ? 'Rapat Sekolah' : 'Rapat Saya'}</h1>
      {manage && list.canManage && <MeetingForm list={list} onDone={result.retry} />}
      {list.data.length === 0 && <p>Belum ada rapat.</p>}
      <ul className="list-group">
        {list.data.map((m) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={m.id}>
            <div className="me-auto">
              <Link to={`${routeTo('meeting')}?id=${m.id}`}>{m.title}</Link>
              <div className="small text-body-secondary">
                {MEETING_KIND_LABELS[m.kind]} · {dayLabel(m.meetingDate)} {m.startTime} · {m.place} ·{' '}
                {m.held ? `${m.present}/${m.invited} hadir` : `${m.invited} diundang`}
              </div>
            </div>
            {m.myStatus && <span className="badge text-bg-light">{ATTENDANCE_LABELS[m.myStatus]}</span>}
            <span className={`badge ${m.held ? 'text-bg-success' : 'text-bg-info'}`}>{m.held ? 'Ada notulen' : 'Terjadwal'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default MeetingList;

function MeetingForm({ list, onDone }: { list: List; onDone: () => void }) {
  const [v, setV] = useState({
    title: '',
    kind: 'guru',
    meetingDate: todayInput(),
    startTime: '13.30',
    place: 'Ruang guru',
    agenda: '',
    leaderId: '',
    secretaryId: '',
    invite: 'all_teachers',
    inviteeIds: [] as string[],
  });
  const { errors, busy, submit } = useSubmit();
  const people = list.staff.map((s) => [String(s.id), s.name] as const);
  const send = async () => {
    const input = {
      title: v.title,
      kind: v.kind as 'guru',
      meetingDate: v.meetingDate,
      startTime: v.startTime,
      place: v.place,
      agenda: v.agenda,
      leaderId: v.leaderId ? Number(v.leaderId) : null,
      secretaryId: v.secretaryId ? Number(v.secretaryId) : null,
      invite: v.invite as 'all_teachers',
      inviteeIds: v.inviteeIds.map(Number),
    };
    if (
      await submit(
        () => call(createMeetingContract, { input }),
        (a) => `Rapat dijadwalkan: ${a.invited} diundang${a.notified ? `, ${a.notified} diberi tahu lewat WhatsApp` : ''}`,
      )
    ) {
      setV({ ...v, title: '', agenda: '' });
      onDone();
    }
  };
  return (
    <FormCard title="Jadwalkan rapat" label="Jadwalkan rapat" onSubmit={() => void send()} busy={busy} button="Jadwalkan">
      <Input label="Judul rapat" name="title" value={v.title} onChange={(title) => setV({ ...v, title })} errors={errors} className="col-md-8" />
      <Select
        label="Jenis"
        name="kind"
        value={v.kind}
        onChange={(kind) => setV({ ...v, kind })}
        errors={errors}
        options={MEETING_KINDS.map((k) => [k, MEETING_KIND_LABELS[k]] as const)}
        className="col-md-4"
      />
      <Input
        label="Tanggal"
        name="meetingDate"
        type="date"
        value={v.meetingDate}
        onChange={(meetingDate) => setV({ ...v, meetingDate })}
        errors={errors}
        className="col-6 col-md-3"
      />
      <Input
        label="Jam mulai"
        name="startTime"
        value={v.startTime}
        onChange={(startTime) => setV({ ...v, startTime })}
        errors={errors}
        className="col-6 col-md-3"
      />
      <Input label="Tempat" name="place" value={v.place} onChange={(place) => setV({ ...v, place })} errors={errors} className="col-md-6" />
      <TextArea label="Acara (satu per baris)" name="agenda" value={v.agenda} onChange={(agenda) => setV({ ...v, agenda })} errors={errors} />
      <Select
        label="Undang"
        name="invite"
        value={v.invite}
        onChange={(invite) => setV({ ...v, invite })}
        errors={errors}
        options={[
          ['all_teachers', 'Semua guru'],
          ['all_staff', 'Semua guru dan staf'],
          ['chosen', 'Pilih peserta'],
        ]}
        className="col-md-4"
      />
      <Select
        label="Pimpinan rapat"
        name="leaderId"
        value={v.leaderId}
        onChange={(leaderId) => setV({ ...v, leaderId })}
        errors={errors}
        options={people}
        empty="(belum ditentukan)"
        className="col-md-4"
      />
      <Select
        label="Notulis"
        name="secretaryId"
        value={v.secretaryId}
        onChange={(secretaryId) => setV({ ...v, secretaryId })}
        errors={errors}
        options={people}
        empty="(belum ditentukan)"
        className="col-md-4"
      />
      {v.invite === 'chosen' && (
        <fieldset className="col-12">
          <legend className="form-label fs-6">Peserta</legend>
          <div className="row g-1" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
            {list.staff.map((s) => (
              <div className="col-12 col-md-6 form-check" key={s.id}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`inv-${s.id}`}
                  checked={v.inviteeIds.includes(String(s.id))}
                  onChange={(e) =>
                    setV({ ...v, inviteeIds: e.target.checked ? [...v.inviteeIds, String(s.id)] : v.inviteeIds.filter((x) => x !== String(s.id)) })
                  }
                />
                <label className="form-check-label" htmlFor={`inv-${s.id}`}>
                  {s.name}
                </label>
              </div>
            ))}
          </div>
          {errors.inviteeIds && <div className="text-danger small">{errors.inviteeIds.join(' ')}</div>}
        </fieldset>
      )}
    </FormCard>
  );
}
